import os
import base64
import requests

API_URL = "https://router.huggingface.co/hf-inference/models/impira/layoutlm-document-qa"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
}

def query(payload):
    response = requests.post(API_URL, headers=headers, json=payload)
    return response.json()

payload = {
    "inputs": {
        "image": "invoice.png",
        "question": "What is the invoice number?",
    },
}
with open(payload["inputs"]["image"], "rb") as f:
    payload["inputs"]["image"] = base64.b64encode(f.read()).decode("utf-8")

output = query(payload)

print(output)
