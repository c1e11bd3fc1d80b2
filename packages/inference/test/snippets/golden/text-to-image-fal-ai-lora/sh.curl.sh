curl 'https://router.huggingface.co/fal-ai/fal-ai/lora' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "sync_mode": true,
        "prompt": "A lighthouse on a rocky cliff at sunset, watercolor painting",
        "loras": [
            {
                "path": "https://huggingface.co/nerijs/pixel-art-xl/resolve/main/pixel-art-xl.safetensors",
                "scale": 1
            }
        ],
        "model_name": "stabilityai/stable-diffusion-xl-base-1.0"
    }'
