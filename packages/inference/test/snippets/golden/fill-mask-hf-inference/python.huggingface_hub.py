import os
from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.fill_mask(
    text="The answer to the universe is <mask>.",
    model="FacebookAI/roberta-base",
)

print(result)
