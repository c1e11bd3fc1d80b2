curl 'https://router.huggingface.co/hf-inference/models/black-forest-labs/FLUX.1-dev' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": "A lighthouse on a rocky cliff at sunset, watercolor painting"
    }' \
    -o output.png
