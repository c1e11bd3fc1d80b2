import os
from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.text_generation(
    prompt="Can you please let us know more details about your ",
    model="openai-community/gpt2",
)

print(result)
