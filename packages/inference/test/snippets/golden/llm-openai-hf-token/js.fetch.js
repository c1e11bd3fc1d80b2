async function query(data) {
	const response = await fetch(
		"https://api.openai.com/v1/chat/completions",
		{
			method: "POST",
			headers: {
				Authorization: `Bearer ${process.env.OPENAI_API_KEY}`,
				"Content-Type": "application/json",
			},
			body: JSON.stringify(data),
		},
	);
	const result = await response.json();
	return result;
}

query({
	messages: [
		{
			role: "user",
			content: "What is the tallest mountain in Africa?",
		},
	],
	max_tokens: 512,
	model: "gpt-4o-mini",
}).then((response) => {
	console.log(response.choices[0].message);
});
