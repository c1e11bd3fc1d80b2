import os
from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.fill_mask(
    text="Paris is the <mask> of France.",
    model="FacebookAI/roberta-base",
)

print(result)
