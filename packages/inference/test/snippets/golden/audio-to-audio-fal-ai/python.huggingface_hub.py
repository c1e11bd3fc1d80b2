import os
from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="fal-ai",
    api_key=os.environ["HF_TOKEN"],
)

result = client.audio_to_audio(
    audio="sample2.wav",
    model="nvidia/personaplex-7b-v1",
)

print(result)
