curl 'https://router.huggingface.co/hf-inference/models/facebook/mms-tts-eng' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": "Welcome aboard. The next stop is Central Station."
    }' \
    -o output.flac
