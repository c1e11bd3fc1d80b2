import os
from openai import OpenAI

client = OpenAI(
    base_url="https://router.huggingface.co/nebius/v1",
    api_key=os.environ["HF_TOKEN"],
)

stream = client.chat.completions.create(
    messages=[
        {
            "role": "user",
            "content": [
                {
                    "type": "text",
                    "text": "Which insect is in this picture? Answer in one sentence.",
                },
                {
                    "type": "image_url",
                    "image_url": {
                        "url": "https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/bee.jpg",
                    },
                },
            ],
        },
    ],
    max_tokens=512,
    model="Qwen/Qwen2.5-VL-72B-Instruct",
    stream=True,
)

for chunk in stream:
    print(chunk.choices[0].delta.content or "", end="")
