import os
from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.zero_shot_classification(
    text="I was charged twice for my last order and would like my money back.",
    candidate_labels=[
        "refund",
        "legal",
        "faq",
    ],
    model="facebook/bart-large-mnli",
)

print(result)
