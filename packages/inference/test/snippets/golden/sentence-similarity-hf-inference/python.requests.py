import os
import requests

API_URL = "https://router.huggingface.co/hf-inference/pipeline/sentence-similarity/sentence-transformers/all-MiniLM-L6-v2"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
}

def query(payload):
    response = requests.post(API_URL, headers=headers, json=payload)
    return response.json()

output = query({
    "inputs": {
        "source_sentence": "A man is playing a guitar.",
        "sentences": [
            "Someone is playing a musical instrument.",
            "A woman is slicing vegetables.",
            "A man strums a guitar on stage.",
        ],
    },
})

print(output)
