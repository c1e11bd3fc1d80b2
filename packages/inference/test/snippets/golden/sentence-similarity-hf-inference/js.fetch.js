async function query(data) {
	const response = await fetch(
		"https://router.huggingface.co/hf-inference/pipeline/sentence-similarity/sentence-transformers/all-MiniLM-L6-v2",
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
		source_sentence: "A man is playing a guitar.",
		sentences: [
			"Someone is playing a musical instrument.",
			"A woman is slicing vegetables.",
			"A man strums a guitar on stage.",
		],
	},
}).then((response) => {
	console.log(JSON.stringify(response));
});
