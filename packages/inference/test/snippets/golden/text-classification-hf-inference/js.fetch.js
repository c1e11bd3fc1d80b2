async function query(data) {
	const response = await fetch(
		"https://router.huggingface.co/hf-inference/models/distilbert/distilbert-base-uncased-finetuned-sst-2-english",
		{
			method: "POST",
			headers: {
				Authorization: `Bearer ${process.env.HF_TOKEN}`,
				"Content-Type": "application/json",
			},
			body: JSON.stringify(data),
		},
	);
	const result = await response.json();
	return result;
}

query({
	inputs: "What a wonderful surprise, I love this gift!",
}).then((response) => {
	console.log(JSON.stringify(response));
});
