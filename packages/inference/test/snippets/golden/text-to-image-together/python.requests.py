import os
import requests

API_URL = "https://router.huggingface.co/together/v1/images/generations"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
}

def query(payload):
    response = requests.post(API_URL, headers=headers, json=payload)
    return response.json()

output = query({
    "prompt": "A lighthouse on a rocky cliff at sunset, watercolor painting",
    "response_format": "base64",
    "model": "black-forest-labs/FLUX.1-dev",
})

print(output)
