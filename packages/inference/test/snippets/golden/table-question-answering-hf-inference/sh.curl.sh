curl 'https://router.huggingface.co/hf-inference/models/google/tapas-base-finetuned-wtq' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": {
            "query": "Which city has the most inhabitants?",
            "table": {
                "City": [
                    "Lagos",
                    "Cairo",
                    "Kinshasa"
                ],
                "Country": [
                    "Nigeria",
                    "Egypt",
                    "DR Congo"
                ],
                "Population (millions)": [
                    "15.4",
                    "10.1",
                    "16.3"
                ]
            }
        }
    }'
