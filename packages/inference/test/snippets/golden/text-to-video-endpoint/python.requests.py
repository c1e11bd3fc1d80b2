import os
import requests

API_URL = "https://my-video-endpoint.endpoints.huggingface.cloud"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
}

def query(payload):
    response = requests.post(API_URL, headers=headers, json=payload)
    return response.content

video_bytes = query({
    "inputs": "A red fox running through fresh snow in a pine forest",
})
