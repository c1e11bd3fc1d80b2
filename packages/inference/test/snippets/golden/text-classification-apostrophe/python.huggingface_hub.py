import os
from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.text_classification(
    text="It's the \"best\" day, isn't it? $HOME `date` \\n",
    model="distilbert/distilbert-base-uncased-finetuned-sst-2-english",
)

print(result)
