import os
import requests

API_URL = "https://router.huggingface.co/hf-inference/models/facebook/bart-large-mnli"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
}

def query(payload):
    response = requests.post(API_URL, headers=headers, json=payload)
    return response.json()

output = query({
    "inputs": "I was charged twice for my last order and would like my money back.",
    "parameters": {
        "candidate_labels": [
            "refund",
            "legal",
            "faq",
        ],
    },
})

print(output)
