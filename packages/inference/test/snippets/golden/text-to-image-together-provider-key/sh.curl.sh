curl 'https://api.together.xyz/v1/images/generations' \
    -X POST \
    -H 'Authorization: Bearer together_exampleKey' \
    -H 'Content-Type: application/json' \
    -d '{
        "prompt": "A lighthouse on a rocky cliff at sunset, watercolor painting",
        "response_format": "base64",
        "model": "black-forest-labs/FLUX.1-dev"
    }'
