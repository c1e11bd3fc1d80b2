async function query(data) {
	const response = await fetch(
		"https://router.huggingface.co/fal-ai/fal-ai/flux/dev",
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
	sync_mode: true,
	prompt: "A lighthouse on a rocky cliff at sunset, watercolor painting",
}).then((response) => {
	console.log(JSON.stringify(response));
});
