import os
import requests

API_URL = "https://router.huggingface.co/hf-inference/models/julien-c/wine-quality"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
}

def query(payload):
    response = requests.post(API_URL, headers=headers, json=payload)
    return response.json()

output = query({
    "inputs": {
        "data": {
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
    },
})

print(output)
