curl 'https://my-endpoint.endpoints.huggingface.cloud' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": "What a wonderful surprise, I love this gift!"
    }'
