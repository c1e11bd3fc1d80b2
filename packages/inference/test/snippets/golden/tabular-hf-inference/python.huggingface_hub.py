import os
from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.tabular_classification(
    table={
        "sepal_length": [
            5.1,
            6.4,
        ],
        "sepal_width": [
            3.5,
            2.9,
        ],
        "petal_length": [
            1.4,
            4.3,
        ],
        "petal_width": [
            0.2,
            1.3,
        ],
    },
    model="julien-c/wine-quality",
)

print(result)
