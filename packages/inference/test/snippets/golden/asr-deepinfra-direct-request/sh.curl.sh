curl 'https://api.deepinfra.com/v1/openai/audio/transcriptions' \
    -X POST \
    -H "Authorization: Bearer $DEEPINFRA_API_KEY" \
    -F 'file=@sample1.flac' \
    --form-string 'model=openai/whisper-large-v3-turbo'
