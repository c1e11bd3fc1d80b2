import os
import requests

API_URL = "https://router.huggingface.co/fal-ai/fal-ai/flux/dev"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
}

def query(payload):
    response = requests.post(API_URL, headers=headers, json=payload)
    return response.json()

output = query({
    "sync_mode": True,
    "prompt": "A lighthouse on a rocky cliff at sunset, watercolor painting",
})

print(output)
