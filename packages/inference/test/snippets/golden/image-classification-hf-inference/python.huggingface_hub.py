import os
from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.image_classification(
    image="cats.jpg",
    model="google/vit-base-patch16-224",
)

print(result)
