import fal_client

# fal_client reads your fal key from the FAL_KEY environment variable

result = fal_client.subscribe(
    "fal-ai/flux/dev",
    arguments={
        "sync_mode": True,
        "prompt": "Astronaut riding a horse",
    },
    with_logs=True,
)

print(result)
