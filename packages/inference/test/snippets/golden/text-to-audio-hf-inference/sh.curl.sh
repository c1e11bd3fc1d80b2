curl 'https://router.huggingface.co/hf-inference/models/facebook/musicgen-small' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": "gentle rain on a tin roof, distant thunder, calm ambient pads"
    }' \
    -o output.flac
