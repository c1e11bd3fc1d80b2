import os
from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="fal-ai",
    api_key=os.environ["HF_TOKEN"],
)

video = client.text_to_video(
    prompt="A young man walking on the street",
    model="Wan-AI/Wan2.1-T2V-14B",
)
