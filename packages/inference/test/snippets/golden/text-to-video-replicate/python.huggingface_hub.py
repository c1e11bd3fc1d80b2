import os
from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="replicate",
    api_key=os.environ["HF_TOKEN"],
)

video = client.text_to_video(
    prompt="A red fox running through fresh snow in a pine forest",
    model="Wan-AI/Wan2.1-T2V-14B",
)
