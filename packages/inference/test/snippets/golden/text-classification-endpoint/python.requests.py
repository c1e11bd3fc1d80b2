import os
import requests

API_URL = "https://my-endpoint.endpoints.huggingface.cloud"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
}

def query(payload):
    response = requests.post(API_URL, headers=headers, json=payload)
    return response.json()

output = query({
    "inputs": "What a wonderful surprise, I love this gift!",
})

print(output)
