import os
import requests

API_URL = "https://router.huggingface.co/hf-inference/models/google/tapas-base-finetuned-wtq"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
}

def query(payload):
    response = requests.post(API_URL, headers=headers, json=payload)
    return response.json()

output = query({
    "inputs": {
        "query": "Which city has the most inhabitants?",
        "table": {
            "City": [
                "Lagos",
                "Cairo",
                "Kinshasa",
            ],
            "Country": [
                "Nigeria",
                "Egypt",
                "DR Congo",
            ],
            "Population (millions)": [
                "15.4",
                "10.1",
                "16.3",
            ],
        },
    },
})

print(output)
