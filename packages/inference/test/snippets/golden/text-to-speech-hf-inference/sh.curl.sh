curl 'https://router.huggingface.co/hf-inference/models/facebook/mms-tts-eng' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": "The answer to the universe is 42"
    }' \
    -o output.flac
