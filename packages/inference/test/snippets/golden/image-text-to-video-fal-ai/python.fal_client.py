import base64
import fal_client

# fal_client reads your fal key from the FAL_KEY environment variable

payload = {
    "prompt": "The cat starts to dance.",
    "image_url": "cat.png",
}
with open(payload["image_url"], "rb") as f:
    payload["image_url"] = "data:image/png;base64," + base64.b64encode(f.read()).decode("utf-8")

result = fal_client.subscribe(
    "fal-ai/ltx-video/image-to-video",
    arguments=payload,
    with_logs=True,
)

print(result)
