curl 'https://router.huggingface.co/hf-inference/pipeline/feature-extraction/intfloat/multilingual-e5-large' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": "Rain is expected this afternoon, so take an umbrella with you."
    }'
