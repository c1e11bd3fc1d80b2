async function query(data) {
	const response = await fetch(
		"https://router.huggingface.co/hf-inference/models/openai-community/gpt2",
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
	inputs: "Can you please let us know more details about your ",
}).then((response) => {
	console.log(JSON.stringify(response));
});
