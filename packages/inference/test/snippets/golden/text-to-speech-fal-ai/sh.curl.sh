curl 'https://router.huggingface.co/fal-ai/fal-ai/kokoro/american-english' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "text": "Welcome aboard. The next stop is Central Station."
    }'
