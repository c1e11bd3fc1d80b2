import os
import requests

API_URL = "https://router.huggingface.co/v1/chat/completions"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
}

def query(payload):
    response = requests.post(API_URL, headers=headers, json=payload)
    return response.json()

response = query({
    "messages": [
        {
            "role": "user",
            "content": "What is the tallest mountain in Africa?",
        },
    ],
    "max_tokens": 512,
    "model": "meta-llama/Llama-3.1-8B-Instruct:together",
})

print(response["choices"][0]["message"])
