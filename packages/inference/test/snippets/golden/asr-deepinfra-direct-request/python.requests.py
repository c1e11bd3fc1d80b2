import os
import requests

API_URL = "https://api.deepinfra.com/v1/openai/audio/transcriptions"
headers = {
    "Authorization": f"Bearer {os.environ['DEEPINFRA_API_KEY']}",
}

data = {
    "model": "openai/whisper-large-v3-turbo",
}

def query(filename):
    with open(filename, "rb") as f:
        response = requests.post(API_URL, headers=headers, files={"file": f}, data=data)
    return response.json()

output = query("sample1.flac")

print(output)
