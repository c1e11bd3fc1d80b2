import os
import requests

API_URL = "https://router.huggingface.co/fal-ai/fal-ai/lora"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
}

def query(payload):
    response = requests.post(API_URL, headers=headers, json=payload)
    return response.json()

output = query({
    "sync_mode": True,
    "prompt": "A lighthouse on a rocky cliff at sunset, watercolor painting",
    "loras": [
        {
            "path": "https://huggingface.co/nerijs/pixel-art-xl/resolve/main/pixel-art-xl.safetensors",
            "scale": 1,
        },
    ],
    "model_name": "stabilityai/stable-diffusion-xl-base-1.0",
})

print(output)
