import fal_client

# fal_client reads your fal key from the FAL_KEY environment variable

result = fal_client.subscribe(
    "fal-ai/stable-audio",
    arguments={
        "prompt": "gentle rain on a tin roof, distant thunder, calm ambient pads",
    },
    with_logs=True,
)

print(result)
