import os
from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.tabular_classification(
    table={
        "Height": [
            "11.52",
            "12.48",
            "12.3778",
        ],
        "Length1": [
            "23.2",
            "24",
            "23.9",
        ],
        "Length2": [
            "25.4",
            "26.3",
            "26.5",
        ],
        "Length3": [
            "30",
            "31.2",
            "31.1",
        ],
        "Species": [
            "Bream",
            "Bream",
            "Bream",
        ],
        "Weight": [
            "242",
            "290",
            "340",
        ],
        "Width": [
            "4.02",
            "4.3056",
            "4.6961",
        ],
    },
    model="julien-c/wine-quality",
)

print(result)
