curl 'https://router.huggingface.co/fal-ai/fal-ai/flux/dev' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "sync_mode": true,
        "prompt": "A lighthouse on a rocky cliff at sunset, watercolor painting"
    }'
