import fal_client

# fal_client reads your fal key from the FAL_KEY environment variable

result = fal_client.subscribe(
    "fal-ai/wan-t2v",
    arguments={
        "prompt": "A red fox running through fresh snow in a pine forest",
    },
    with_logs=True,
)

print(result)
