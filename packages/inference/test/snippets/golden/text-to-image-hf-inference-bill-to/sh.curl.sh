curl 'https://router.huggingface.co/hf-inference/models/black-forest-labs/FLUX.1-dev' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -H 'X-HF-Bill-To: huggingface' \
    -d '{
        "inputs": "Astronaut riding a horse"
    }' \
    -o output.png
