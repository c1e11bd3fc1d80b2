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
    "prompt": "Astronaut riding a horse",
})

print(output)
