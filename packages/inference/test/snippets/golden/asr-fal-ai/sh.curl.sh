{
    printf '%s' '{
    "audio_url": "data:audio/wav;base64,'
    base64 < 'sample2.wav' | tr -d '\n'
    printf '%s' '"
}'
} | curl 'https://router.huggingface.co/fal-ai/fal-ai/whisper' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    --data-binary @-
