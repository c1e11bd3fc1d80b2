import os
import requests

API_URL = "https://router.huggingface.co/fal-ai/fal-ai/kokoro/american-english"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
}

def query(payload):
    response = requests.post(API_URL, headers=headers, json=payload)
    return response.json()

output = query({
    "text": "Welcome aboard. The next stop is Central Station.",
})

print(output)
