import os
from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="openai",
    api_key=os.environ["OPENAI_API_KEY"],
)

completion = client.chat.completions.create(
    model="openai/gpt-4o-mini",
    messages=[
        {
            "role": "user",
            "content": "What is the tallest mountain in Africa?",
        },
    ],
    max_tokens=512,
)

print(completion.choices[0].message)
