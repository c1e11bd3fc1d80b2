import os
from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="fal-ai",
    api_key=os.environ["HF_TOKEN"],
)

result = client.image_segmentation(
    image="cats.jpg",
    model="facebook/sam2-hiera-large",
)

print(result)
