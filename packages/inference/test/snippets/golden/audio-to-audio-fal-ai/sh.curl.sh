set -eo pipefail

# Submit the job: fal's queue answers at once with a receipt, not the output.
receipt=$({
    printf '%s' '{
    "audio_url": "data:audio/x-wav;base64,'
    base64 < 'sample2.wav' | tr -d '\n'
    printf '%s' '"
}'
} | curl -fsS 'https://router.huggingface.co/fal-ai/fal-ai/personaplex?_subdomain=queue' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    --data-binary @-)
# The receipt names the request on fal's host: its path goes below the router's fal-ai base.
request_url='https://router.huggingface.co/fal-ai'$(printf '%s' "$receipt" | sed -nE 's/.*"response_url": *"[a-z]+:\/\/[^\/"]*([^"]*)".*/\1/p')

# Poll its status until the job is done.
while :; do
    status=$(curl -fsS "$request_url"'/status?_subdomain=queue' -H "Authorization: Bearer $HF_TOKEN" | sed -nE -e 's/.*"status": *"([^"]*)".*/\1/p')
    case "$status" in
        COMPLETED) break ;;
        IN_QUEUE|IN_PROGRESS) sleep 1 ;;
        *) echo "The job ended with status $status" >&2; exit 1 ;;
    esac
done

# Read the result, then download the output it names (a file on fal's CDN, or a data: URL).
output_url=$(curl -fsS "$request_url"'?_subdomain=queue' -H "Authorization: Bearer $HF_TOKEN" | sed -nE -e 's/.*"audio": *\{[^{}]*"url": *"([^"]*)".*/\1/p')
case "$output_url" in
    data:*) printf '%s' "${output_url#*,}" | base64 -d > 'output.wav' ;;
    *) curl -fsS "$output_url" -o 'output.wav' ;;
esac
echo 'Saved output.wav'
