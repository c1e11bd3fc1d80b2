import os
import requests

API_URL = "https://router.huggingface.co/hf-inference/models/black-forest-labs/FLUX.1-dev"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
}

def query(payload):
    response = requests.post(API_URL, headers=headers, json=payload)
    return response.content

image_bytes = query({
    "inputs": "A lighthouse on a rocky cliff at sunset, watercolor painting",
})

# You can open the image with PIL, for example
import io
from PIL import Image
image = Image.open(io.BytesIO(image_bytes))
