import os
from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="fal-ai",
    api_key=os.environ["HF_TOKEN"],
)

video = client.image_to_video(
    image="cat.png",
    prompt="The cat starts to dance.",
    model="Wan-AI/Wan2.1-I2V-14B-720P",
)
