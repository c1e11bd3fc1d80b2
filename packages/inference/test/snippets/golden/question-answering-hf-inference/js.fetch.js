async function query(data) {
	const response = await fetch(
		"https://router.huggingface.co/hf-inference/models/deepset/roberta-base-squad2",
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
		question: "Where does Tomas work?",
		context: "Tomas is a baker. He works in a small shop near the harbour in Lisbon.",
	},
}).then((response) => {
	console.log(JSON.stringify(response));
});
