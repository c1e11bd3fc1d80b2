import os
import base64
import requests

API_URL = "https://router.huggingface.co/hf-inference/models/timbrooks/instruct-pix2pix"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
}

def query(payload):
    response = requests.post(API_URL, headers=headers, json=payload)
    return response.content

payload = {
    "inputs": "cat.png",
    "parameters": {
        "prompt": "Paint the cat as a snow leopard.",
    },
}
with open(payload["inputs"], "rb") as f:
    payload["inputs"] = base64.b64encode(f.read()).decode("utf-8")

image_bytes = query(payload)

# You can open the image with PIL, for example
import io
from PIL import Image
image = Image.open(io.BytesIO(image_bytes))
