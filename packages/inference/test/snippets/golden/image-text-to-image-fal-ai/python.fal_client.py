import base64
import fal_client

# fal_client reads your fal key from the FAL_KEY environment variable

payload = {
    "prompt": "Turn the cat into a tiger.",
    "image_url": "cat.png",
    "image_urls": [
        "cat.png",
    ],
}
with open(payload["image_url"], "rb") as f:
    payload["image_url"] = "data:image/png;base64," + base64.b64encode(f.read()).decode("utf-8")

payload["image_urls"][0] = payload["image_url"]

result = fal_client.subscribe(
    "fal-ai/flux-2/edit",
    arguments=payload,
    with_logs=True,
)

print(result)
