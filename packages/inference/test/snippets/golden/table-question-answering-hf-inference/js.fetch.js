async function query(data) {
	const response = await fetch(
		"https://router.huggingface.co/hf-inference/models/google/tapas-base-finetuned-wtq",
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
	inputs: {
		query: "Which city has the most inhabitants?",
		table: {
			City: [
				"Lagos",
				"Cairo",
				"Kinshasa",
			],
			Country: [
				"Nigeria",
				"Egypt",
				"DR Congo",
			],
			"Population (millions)": [
				"15.4",
				"10.1",
				"16.3",
			],
		},
	},
}).then((response) => {
	console.log(JSON.stringify(response));
});
