import os
from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.document_question_answering(
    image="invoice.png",
    question="What is the invoice number?",
    model="impira/layoutlm-document-qa",
)

print(result)
