import os
import base64
import time
from urllib.parse import urlparse
import requests

headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
}

def get_json(url):
    response = requests.get(url, headers=headers)
    response.raise_for_status()
    return response.json()

payload = {
    "prompt": "gentle rain on a tin roof, distant thunder, calm ambient pads",
}

# Submit the job: fal's queue answers at once with a receipt, not the output.
response = requests.post("https://router.huggingface.co/fal-ai/fal-ai/stable-audio?_subdomain=queue", headers=headers, json=payload)
response.raise_for_status()
receipt = response.json()
# The receipt names the request on fal's host: its path goes below the router's fal-ai base.
request_url = "https://router.huggingface.co/fal-ai" + urlparse(receipt["response_url"]).path

# Poll its status until the job is done.
while True:
    status = get_json(request_url + "/status?_subdomain=queue")["status"]
    if status == "COMPLETED":
        break
    if status not in ("IN_QUEUE", "IN_PROGRESS"):
        raise RuntimeError(f"The job ended with status {status}")
    time.sleep(1)

# Read the result, then download the output it names (a file on fal's CDN, or a data: URL).
result = get_json(request_url + "?_subdomain=queue")
output_url = result["audio_file"]["url"] if "audio_file" in result else result["audio"]["url"]
if output_url.startswith("data:"):
    output = base64.b64decode(output_url.split(",", 1)[1])
else:
    response = requests.get(output_url)
    response.raise_for_status()
    output = response.content
with open("output.wav", "wb") as f:
    f.write(output)
print("Saved output.wav")
