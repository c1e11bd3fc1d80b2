import os
from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="deepinfra",
    api_key=os.environ["HF_TOKEN"],
)

# audio is the audio file's bytes
audio = client.text_to_speech(
    text="Welcome aboard. The next stop is Central Station.",
    model="hexgrad/Kokoro-82M",
)
