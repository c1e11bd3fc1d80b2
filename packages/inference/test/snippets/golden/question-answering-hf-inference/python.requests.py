import os
import requests

API_URL = "https://router.huggingface.co/hf-inference/models/deepset/roberta-base-squad2"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
}

def query(payload):
    response = requests.post(API_URL, headers=headers, json=payload)
    return response.json()

output = query({
    "inputs": {
        "question": "Where does Tomas work?",
        "context": "Tomas is a baker. He works in a small shop near the harbour in Lisbon.",
    },
})

print(output)
