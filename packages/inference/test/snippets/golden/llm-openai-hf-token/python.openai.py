import os
from openai import OpenAI

client = OpenAI(
    base_url="https://api.openai.com/v1",
    api_key=os.environ["OPENAI_API_KEY"],
)

completion = client.chat.completions.create(
    messages=[
        {
            "role": "user",
            "content": "What is the tallest mountain in Africa?",
        },
    ],
    max_tokens=512,
    model="gpt-4o-mini",
)

print(completion.choices[0].message)
