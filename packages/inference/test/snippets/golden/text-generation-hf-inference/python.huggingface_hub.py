import os
from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.text_generation(
    prompt="Once upon a time, in a village by the sea, there lived",
    model="openai-community/gpt2",
)

print(result)
