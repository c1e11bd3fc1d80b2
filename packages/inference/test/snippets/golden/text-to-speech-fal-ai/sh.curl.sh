curl 'https://router.huggingface.co/fal-ai/fal-ai/kokoro/american-english' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "text": "The answer to the universe is 42"
    }'
