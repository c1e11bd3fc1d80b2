import os
from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.feature_extraction(
    text="Rain is expected this afternoon, so take an umbrella with you.",
    model="intfloat/multilingual-e5-large",
)

print(result)
