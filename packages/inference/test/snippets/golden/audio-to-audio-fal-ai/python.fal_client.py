import base64
import fal_client

# fal_client reads your fal key from the FAL_KEY environment variable

payload = {
    "audio_url": "sample2.wav",
}
with open(payload["audio_url"], "rb") as f:
    payload["audio_url"] = "data:audio/x-wav;base64," + base64.b64encode(f.read()).decode("utf-8")

result = fal_client.subscribe(
    "fal-ai/personaplex",
    arguments=payload,
    with_logs=True,
)

print(result)
