import fal_client

# fal_client reads your fal key from the FAL_KEY environment variable

result = fal_client.subscribe(
    "fal-ai/flux/dev",
    arguments={
        "prompt": "A lighthouse on a rocky cliff at sunset, watercolor painting",
        "sync_mode": True,
    },
    with_logs=True,
)

print(result)
