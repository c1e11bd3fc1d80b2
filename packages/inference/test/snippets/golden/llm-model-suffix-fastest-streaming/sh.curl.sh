curl 'https://router.huggingface.co/v1/chat/completions' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "messages": [
            {
                "role": "user",
                "content": "What is the tallest mountain in Africa?"
            }
        ],
        "max_tokens": 512,
        "stream": true,
        "model": "meta-llama/Llama-3.1-8B-Instruct:fastest"
    }'
