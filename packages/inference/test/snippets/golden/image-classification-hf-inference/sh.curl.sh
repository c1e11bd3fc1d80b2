curl 'https://router.huggingface.co/hf-inference/models/google/vit-base-patch16-224' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: image/jpeg' \
    --data-binary '@cats.jpg'
