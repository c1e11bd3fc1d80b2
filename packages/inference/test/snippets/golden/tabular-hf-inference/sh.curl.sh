curl 'https://router.huggingface.co/hf-inference/models/julien-c/wine-quality' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": {
            "data": {
                "sepal_length": [
                    5.1,
                    6.4
                ],
                "sepal_width": [
                    3.5,
                    2.9
                ],
                "petal_length": [
                    1.4,
                    4.3
                ],
                "petal_width": [
                    0.2,
                    1.3
                ]
            }
        }
    }'
