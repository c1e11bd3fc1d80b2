import os
import json
import requests

API_URL = "https://router.huggingface.co/v1/chat/completions"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
}

def query(payload):
    response = requests.post(API_URL, headers=headers, json=payload, stream=True)
    for line in response.iter_lines():
        if not line.startswith(b"data:"):
            continue
        data = line[len(b"data:"):].strip()
        if data == b"[DONE]":
            return
        yield json.loads(data)

chunks = query({
    "messages": [
        {
            "role": "user",
            "content": "What is the tallest mountain in Africa?",
        },
    ],
    "max_tokens": 512,
    "stream": True,
    "model": "meta-llama/Llama-3.1-8B-Instruct:fastest",
})

for chunk in chunks:
    print(chunk["choices"][0]["delta"].get("content") or "", end="")
