curl 'https://router.huggingface.co/hf-inference/pipeline/sentence-similarity/sentence-transformers/all-MiniLM-L6-v2' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": {
            "source_sentence": "A man is playing a guitar.",
            "sentences": [
                "Someone is playing a musical instrument.",
                "A woman is slicing vegetables.",
                "A man strums a guitar on stage."
            ]
        }
    }'
