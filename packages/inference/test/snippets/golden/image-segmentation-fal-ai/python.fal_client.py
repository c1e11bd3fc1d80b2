import base64
import fal_client

# fal_client reads your fal key from the FAL_KEY environment variable

payload = {
    "image_url": "cats.jpg",
    "sync_mode": True,
}
with open(payload["image_url"], "rb") as f:
    payload["image_url"] = "data:image/jpeg;base64," + base64.b64encode(f.read()).decode("utf-8")

result = fal_client.subscribe(
    "fal-ai/sam2/image",
    arguments=payload,
    with_logs=True,
)

print(result)
