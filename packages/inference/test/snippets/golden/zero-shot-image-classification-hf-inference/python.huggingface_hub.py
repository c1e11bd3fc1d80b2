import os
from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.zero_shot_image_classification(
    image="cats.jpg",
    candidate_labels=[
        "cat",
        "dog",
        "llama",
    ],
    model="openai/clip-vit-large-patch14",
)

print(result)
