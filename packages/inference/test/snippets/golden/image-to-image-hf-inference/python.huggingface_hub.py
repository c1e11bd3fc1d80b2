import os
from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.image_to_image(
    image="cat.png",
    prompt="Turn the cat into a tiger.",
    model="timbrooks/instruct-pix2pix",
)

print(result)
