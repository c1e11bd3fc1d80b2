import os
import base64
import requests

API_URL = "https://router.huggingface.co/hf-inference/models/openai/clip-vit-large-patch14"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
}

def query(payload):
    response = requests.post(API_URL, headers=headers, json=payload)
    return response.json()

payload = {
    "inputs": {
        "image": "cats.jpg",
    },
    "parameters": {
        "candidate_labels": [
            "cat",
            "dog",
            "llama",
        ],
    },
}
with open(payload["inputs"]["image"], "rb") as f:
    payload["inputs"]["image"] = base64.b64encode(f.read()).decode("utf-8")

output = query(payload)

print(output)
