import os
from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="fal-ai",
    api_key=os.environ["HF_TOKEN"],
)

result = client.automatic_speech_recognition(
    audio="sample2.wav",
    model="openai/whisper-large-v3",
)

print(result)
