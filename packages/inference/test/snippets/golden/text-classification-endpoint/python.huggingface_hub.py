import os
from huggingface_hub import InferenceClient

client = InferenceClient(
    base_url="https://my-endpoint.endpoints.huggingface.cloud",
    api_key=os.environ["HF_TOKEN"],
)

result = client.text_classification(
    text="What a wonderful surprise, I love this gift!",
)

print(result)
