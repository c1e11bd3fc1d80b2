import os
import requests

API_URL = "https://router.huggingface.co/replicate/v1/models/black-forest-labs/flux-dev/predictions"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
    "Prefer": "wait",
}

def query(payload):
    response = requests.post(API_URL, headers=headers, json=payload)
    return response.json()

output = query({
    "input": {
        "prompt": "A lighthouse on a rocky cliff at sunset, watercolor painting",
    },
})

print(output)
