import os
from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.table_question_answering(
    query="How many stars does the transformers repository have?",
    table={
        "Repository": [
            "Transformers",
            "Datasets",
            "Tokenizers",
        ],
        "Stars": [
            "36542",
            "4512",
            "3934",
        ],
        "Contributors": [
            "651",
            "77",
            "34",
        ],
        "Programming language": [
            "Python",
            "Python",
            "Rust, Python and NodeJS",
        ],
    },
    model="google/tapas-base-finetuned-wtq",
)

print(result)
