import os
from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.table_question_answering(
    query="Which city has the most inhabitants?",
    table={
        "City": [
            "Lagos",
            "Cairo",
            "Kinshasa",
        ],
        "Country": [
            "Nigeria",
            "Egypt",
            "DR Congo",
        ],
        "Population (millions)": [
            "15.4",
            "10.1",
            "16.3",
        ],
    },
    model="google/tapas-base-finetuned-wtq",
)

print(result)
