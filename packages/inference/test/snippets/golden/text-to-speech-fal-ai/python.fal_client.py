import fal_client

# fal_client reads your fal key from the FAL_KEY environment variable

result = fal_client.subscribe(
    "fal-ai/kokoro/american-english",
    arguments={
        "text": "Welcome aboard. The next stop is Central Station.",
    },
    with_logs=True,
)

print(result)
