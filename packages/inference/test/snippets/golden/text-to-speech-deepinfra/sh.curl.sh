curl 'https://router.huggingface.co/deepinfra/v1/openai/audio/speech' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "input": "Welcome aboard. The next stop is Central Station.",
        "model": "hexgrad/Kokoro-82M"
    }' \
    -o output.flac
