import os
from openai import OpenAI

client = OpenAI(
    base_url="https://api.together.xyz/v1",
    api_key=os.environ["TOGETHER_API_KEY"],
)

completion = client.chat.completions.create(
    messages=[
        {
            "role": "user",
            "content": "What is the tallest mountain in Africa?",
        },
    ],
    max_tokens=512,
    model="meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo",
)

print(completion.choices[0].message)
