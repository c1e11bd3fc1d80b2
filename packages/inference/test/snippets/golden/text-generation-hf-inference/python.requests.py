import os
import requests

API_URL = "https://router.huggingface.co/hf-inference/models/openai-community/gpt2"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
}

def query(payload):
    response = requests.post(API_URL, headers=headers, json=payload)
    return response.json()

output = query({
    "inputs": "Can you please let us know more details about your ",
})

print(output)
