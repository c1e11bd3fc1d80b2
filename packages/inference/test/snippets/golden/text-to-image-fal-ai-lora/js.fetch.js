async function query(data) {
	const response = await fetch(
		"https://router.huggingface.co/fal-ai/fal-ai/lora",
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
	loras: [
		{
			path: "https://huggingface.co/nerijs/pixel-art-xl/resolve/main/pixel-art-xl.safetensors",
			scale: 1,
		},
	],
	model_name: "stabilityai/stable-diffusion-xl-base-1.0",
}).then((response) => {
	console.log(JSON.stringify(response));
});
