curl 'https://my-video-endpoint.endpoints.huggingface.cloud' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": "A red fox running through fresh snow in a pine forest"
    }' \
    -o output.mp4
