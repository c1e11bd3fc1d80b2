import os
from huggingface_hub import InferenceClient

client = InferenceClient(
    base_url="https://my-video-endpoint.endpoints.huggingface.cloud",
    api_key=os.environ["HF_TOKEN"],
)

video = client.text_to_video(
    prompt="A red fox running through fresh snow in a pine forest",
)
