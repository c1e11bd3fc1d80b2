import os
from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.zero_shot_classification(
    text="Hi, I recently bought a device from your company but it is not working as advertised and I would like to get reimbursed!",
    candidate_labels=[
        "refund",
        "legal",
        "faq",
    ],
    model="facebook/bart-large-mnli",
)

print(result)
