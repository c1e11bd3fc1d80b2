async function query(data) {
	const response = await fetch(
		"https://api.together.xyz/v1/images/generations",
		{
			method: "POST",
			headers: {
				Authorization: "Bearer together_exampleKey",
				"Content-Type": "application/json",
			},
			body: JSON.stringify(data),
		},
	);
	const result = await response.json();
	return result;
}

query({
	prompt: "A lighthouse on a rocky cliff at sunset, watercolor painting",
	response_format: "base64",
	model: "black-forest-labs/FLUX.1-dev",
}).then((response) => {
	console.log(JSON.stringify(response));
});
