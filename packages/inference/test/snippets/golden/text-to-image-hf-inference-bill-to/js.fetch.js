async function query(data) {
	const response = await fetch(
		"https://router.huggingface.co/hf-inference/models/black-forest-labs/FLUX.1-dev",
		{
			method: "POST",
			headers: {
				Authorization: `Bearer ${process.env.HF_TOKEN}`,
				"Content-Type": "application/json",
				"X-HF-Bill-To": "huggingface",
			},
			body: JSON.stringify(data),
		},
	);
	const result = await response.blob();
	return result;
}

query({
	inputs: "A lighthouse on a rocky cliff at sunset, watercolor painting",
}).then((image) => {
	// image is a Blob
	console.log(image.size, image.type);
});
