async function query(data) {
	const response = await fetch(
		"https://router.huggingface.co/hf-inference/models/FacebookAI/roberta-base",
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
	inputs: "Paris is the <mask> of France.",
}).then((response) => {
	console.log(JSON.stringify(response));
});
