import os
from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="fal-ai",
    api_key=os.environ["HF_TOKEN"],
)

result = client.image_to_image(
    image="cat.png",
    prompt="Paint the cat as a snow leopard.",
    model="black-forest-labs/FLUX.1-Kontext-dev",
)

print(result)
