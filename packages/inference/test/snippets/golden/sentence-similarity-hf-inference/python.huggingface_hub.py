import os
from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.sentence_similarity(
    sentence="A man is playing a guitar.",
    other_sentences=[
        "Someone is playing a musical instrument.",
        "A woman is slicing vegetables.",
        "A man strums a guitar on stage.",
    ],
    model="sentence-transformers/all-MiniLM-L6-v2",
)

print(result)
