import fal_client

# fal_client reads your fal key from the FAL_KEY environment variable

result = fal_client.subscribe(
    "fal-ai/flux/dev",
    arguments={
        "sync_mode": True,
        "prompt": "A lighthouse on a rocky cliff at sunset, watercolor painting",
    },
    with_logs=True,
)

print(result)
