import os
from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="fal-ai",
    api_key=os.environ["HF_TOKEN"],
)

# output is a PIL.Image object
image = client.text_to_image(
    prompt="A lighthouse on a rocky cliff at sunset, watercolor painting",
    model="nerijs/pixel-art-xl",
)
