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
		query: "How many stars does the transformers repository have?",
		table: {
			Repository: [
				"Transformers",
				"Datasets",
				"Tokenizers",
			],
			Stars: [
				"36542",
				"4512",
				"3934",
			],
			Contributors: [
				"651",
				"77",
				"34",
			],
			"Programming language": [
				"Python",
				"Python",
				"Rust, Python and NodeJS",
			],
		},
	},
}).then((response) => {
	console.log(JSON.stringify(response));
});
