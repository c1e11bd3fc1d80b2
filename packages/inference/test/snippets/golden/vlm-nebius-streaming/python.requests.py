import os
import json
import requests

API_URL = "https://router.huggingface.co/nebius/v1/chat/completions"
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
            "content": [
                {
                    "type": "text",
                    "text": "Which insect is in this picture? Answer in one sentence.",
                },
                {
                    "type": "image_url",
                    "image_url": {
                        "url": "https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/bee.jpg",
                    },
                },
            ],
        },
    ],
    "max_tokens": 512,
    "stream": True,
    "model": "Qwen/Qwen2.5-VL-72B-Instruct",
})

for chunk in chunks:
    print(chunk["choices"][0]["delta"].get("content") or "", end="")
