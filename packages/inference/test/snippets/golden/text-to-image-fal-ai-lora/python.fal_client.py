import fal_client

# fal_client reads your fal key from the FAL_KEY environment variable

result = fal_client.subscribe(
    "fal-ai/lora",
    arguments={
        "prompt": "A lighthouse on a rocky cliff at sunset, watercolor painting",
        "sync_mode": True,
        "loras": [
            {
                "path": "https://huggingface.co/nerijs/pixel-art-xl/resolve/main/pixel-art-xl.safetensors",
                "scale": 1,
            },
        ],
        "model_name": "stabilityai/stable-diffusion-xl-base-1.0",
    },
    with_logs=True,
)

print(result)
