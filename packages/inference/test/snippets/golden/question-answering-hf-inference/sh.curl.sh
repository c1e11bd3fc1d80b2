curl 'https://router.huggingface.co/hf-inference/models/deepset/roberta-base-squad2' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": {
            "question": "Where does Tomas work?",
            "context": "Tomas is a baker. He works in a small shop near the harbour in Lisbon."
        }
    }'
