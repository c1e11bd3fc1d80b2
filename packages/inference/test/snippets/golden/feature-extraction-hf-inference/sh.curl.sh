curl 'https://router.huggingface.co/hf-inference/pipeline/feature-extraction/intfloat/multilingual-e5-large' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": "Today is a sunny day and I will get some ice cream."
    }'
