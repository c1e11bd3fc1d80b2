import os
from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="deepinfra",
    api_key=os.environ["DEEPINFRA_API_KEY"],
)

result = client.automatic_speech_recognition(
    audio="sample1.flac",
    model="openai/whisper-large-v3",
)

print(result)
