async function query(data) {
	const response = await fetch(
		"https://router.huggingface.co/hf-inference/models/facebook/bart-large-mnli",
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
	inputs: "I was charged twice for my last order and would like my money back.",
	parameters: {
		candidate_labels: [
			"refund",
			"legal",
			"faq",
		],
	},
}).then((response) => {
	console.log(JSON.stringify(response));
});
