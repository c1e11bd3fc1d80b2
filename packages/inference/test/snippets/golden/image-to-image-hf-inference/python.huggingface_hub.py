import os
from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.image_to_image(
    image="cat.png",
    prompt="Paint the cat as a snow leopard.",
    model="timbrooks/instruct-pix2pix",
)

print(result)
