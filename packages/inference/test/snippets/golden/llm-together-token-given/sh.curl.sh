curl 'https://router.huggingface.co/together/v1/chat/completions' \
    -X POST \
    -H 'Authorization: Bearer hf_exampleToken' \
    -H 'Content-Type: application/json' \
    -d '{
        "messages": [
            {
                "role": "user",
                "content": "What is the tallest mountain in Africa?"
            }
        ],
        "max_tokens": 512,
        "model": "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo"
    }'
