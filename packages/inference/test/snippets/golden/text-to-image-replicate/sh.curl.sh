curl 'https://router.huggingface.co/replicate/v1/models/black-forest-labs/flux-dev/predictions' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -H 'Prefer: wait' \
    -d '{
        "input": {
            "prompt": "A lighthouse on a rocky cliff at sunset, watercolor painting"
        }
    }'
