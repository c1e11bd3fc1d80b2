import os
import requests

API_URL = "https://router.huggingface.co/hf-inference/models/facebook/musicgen-small"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
}

def query(payload):
    response = requests.post(API_URL, headers=headers, json=payload)
    return response.content

audio_bytes = query({
    "inputs": "gentle rain on a tin roof, distant thunder, calm ambient pads",
})

# You can play the audio in a notebook with IPython, for example
from IPython.display import Audio
Audio(audio_bytes)
