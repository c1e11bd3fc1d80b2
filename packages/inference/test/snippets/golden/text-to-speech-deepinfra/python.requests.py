import os
import requests

API_URL = "https://router.huggingface.co/deepinfra/v1/openai/audio/speech"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
}

def query(payload):
    response = requests.post(API_URL, headers=headers, json=payload)
    return response.content

audio_bytes = query({
    "input": "Welcome aboard. The next stop is Central Station.",
    "model": "hexgrad/Kokoro-82M",
})

# You can play the audio in a notebook with IPython, for example
from IPython.display import Audio
Audio(audio_bytes)
