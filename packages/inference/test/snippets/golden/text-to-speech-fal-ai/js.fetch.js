async function query(data) {
	const response = await fetch(
		"https://router.huggingface.co/fal-ai/fal-ai/kokoro/american-english",
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
	text: "Welcome aboard. The next stop is Central Station.",
}).then((response) => {
	console.log(JSON.stringify(response));
});
