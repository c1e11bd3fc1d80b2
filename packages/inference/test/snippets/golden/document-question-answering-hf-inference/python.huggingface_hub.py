import os
from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.document_question_answering(
    image="cat.png",
    question="What is in this image?",
    model="impira/layoutlm-document-qa",
)

print(result)
