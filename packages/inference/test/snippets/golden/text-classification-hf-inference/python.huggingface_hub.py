import os
from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.text_classification(
    text="What a wonderful surprise, I love this gift!",
    model="distilbert/distilbert-base-uncased-finetuned-sst-2-english",
)

print(result)
