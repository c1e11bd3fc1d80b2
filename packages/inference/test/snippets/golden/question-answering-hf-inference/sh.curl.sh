curl 'https://router.huggingface.co/hf-inference/models/deepset/roberta-base-squad2' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": {
            "question": "What is my name?",
            "context": "My name is Clara and I live in Berkeley."
        }
    }'
