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
    "inputs": "Once upon a time, in a village by the sea, there lived",
})

print(output)
