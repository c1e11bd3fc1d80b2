curl 'https://api.openai.com/v1/chat/completions' \
    -X POST \
    -H "Authorization: Bearer $OPENAI_API_KEY" \
    -H 'Content-Type: application/json' \
    -d '{
        "messages": [
            {
                "role": "user",
                "content": "What is the tallest mountain in Africa?"
            }
        ],
        "max_tokens": 512,
        "model": "gpt-4o-mini"
    }'
