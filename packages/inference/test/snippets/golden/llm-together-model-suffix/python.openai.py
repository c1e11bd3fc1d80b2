import os
from openai import OpenAI

client = OpenAI(
    base_url="https://router.huggingface.co/v1",
    api_key=os.environ["HF_TOKEN"],
)

completion = client.chat.completions.create(
    messages=[
        {
            "role": "user",
            "content": "What is the tallest mountain in Africa?",
        },
    ],
    max_tokens=512,
    model="meta-llama/Llama-3.1-8B-Instruct:together",
)

print(completion.choices[0].message)
