import os
import base64
import requests

API_URL = "https://router.huggingface.co/fal-ai/fal-ai/whisper"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
}

def query(payload):
    response = requests.post(API_URL, headers=headers, json=payload)
    return response.json()

payload = {
    "audio_url": "sample2.wav",
}
with open(payload["audio_url"], "rb") as f:
    payload["audio_url"] = "data:audio/wav;base64," + base64.b64encode(f.read()).decode("utf-8")

output = query(payload)

print(output)
