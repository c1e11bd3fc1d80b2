async function query(data) {
	const response = await fetch(
		"https://router.huggingface.co/hf-inference/pipeline/feature-extraction/intfloat/multilingual-e5-large",
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
	inputs: "Rain is expected this afternoon, so take an umbrella with you.",
}).then((response) => {
	console.log(JSON.stringify(response));
});
