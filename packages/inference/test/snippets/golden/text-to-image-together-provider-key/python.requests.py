import requests

API_URL = "https://api.together.xyz/v1/images/generations"
headers = {
    "Authorization": "Bearer together_exampleKey",
}

def query(payload):
    response = requests.post(API_URL, headers=headers, json=payload)
    return response.json()

output = query({
    "prompt": "A lighthouse on a rocky cliff at sunset, watercolor painting",
    "response_format": "base64",
    "model": "black-forest-labs/FLUX.1-dev",
})

print(output)
