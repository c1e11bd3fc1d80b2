curl 'https://router.huggingface.co/hf-inference/models/facebook/bart-large-mnli' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": "I was charged twice for my last order and would like my money back.",
        "parameters": {
            "candidate_labels": [
                "refund",
                "legal",
                "faq"
            ]
        }
    }'
