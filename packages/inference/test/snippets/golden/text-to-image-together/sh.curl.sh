curl 'https://router.huggingface.co/together/v1/images/generations' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "prompt": "A lighthouse on a rocky cliff at sunset, watercolor painting",
        "response_format": "base64",
        "model": "black-forest-labs/FLUX.1-dev"
    }'
