curl 'https://router.huggingface.co/hf-inference/models/FacebookAI/roberta-base' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": "Paris is the <mask> of France."
    }'
