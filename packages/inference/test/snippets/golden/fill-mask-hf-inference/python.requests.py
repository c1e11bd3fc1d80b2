import os
import requests

API_URL = "https://router.huggingface.co/hf-inference/models/FacebookAI/roberta-base"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
}

def query(payload):
    response = requests.post(API_URL, headers=headers, json=payload)
    return response.json()

output = query({
    "inputs": "Paris is the <mask> of France.",
})

print(output)
