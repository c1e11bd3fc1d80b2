curl 'https://router.huggingface.co/hf-inference/models/openai-community/gpt2' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": "Once upon a time, in a village by the sea, there lived"
    }'
