async function query(data) {
	const response = await fetch(
		"https://router.huggingface.co/replicate/v1/models/black-forest-labs/flux-dev/predictions",
		{
			method: "POST",
			headers: {
				Authorization: `Bearer ${process.env.HF_TOKEN}`,
				"Content-Type": "application/json",
				Prefer: "wait",
			},
			body: JSON.stringify(data),
		},
	);
	const result = await response.json();
	return result;
}

query({
	input: {
		prompt: "A lighthouse on a rocky cliff at sunset, watercolor painting",
	},
}).then((response) => {
	console.log(JSON.stringify(response));
});
