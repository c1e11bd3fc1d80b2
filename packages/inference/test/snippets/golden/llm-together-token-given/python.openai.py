from openai import OpenAI

client = OpenAI(
    base_url="https://router.huggingface.co/together/v1",
    api_key="hf_exampleToken",
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
