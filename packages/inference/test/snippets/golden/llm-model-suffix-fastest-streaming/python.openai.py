import os
from openai import OpenAI

client = OpenAI(
    base_url="https://router.huggingface.co/v1",
    api_key=os.environ["HF_TOKEN"],
)

stream = client.chat.completions.create(
    messages=[
        {
            "role": "user",
            "content": "What is the tallest mountain in Africa?",
        },
    ],
    max_tokens=512,
    model="meta-llama/Llama-3.1-8B-Instruct:fastest",
    stream=True,
)

for chunk in stream:
    print(chunk.choices[0].delta.content or "", end="")
