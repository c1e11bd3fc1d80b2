import os
from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.question_answering(
    question="Where does Tomas work?",
    context="Tomas is a baker. He works in a small shop near the harbour in Lisbon.",
    model="deepset/roberta-base-squad2",
)

print(result)
