async function query(data) {
	const response = await fetch(
		"https://router.huggingface.co/hf-inference/models/Qwen/Qwen2.5-VL-7B-Instruct/v1/chat/completions",
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
	messages: [
		{
			role: "user",
			content: [
				{
					type: "text",
					text: "Which insect is in this picture? Answer in one sentence.",
				},
				{
					type: "image_url",
					image_url: {
						url: "https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/bee.jpg",
					},
				},
			],
		},
	],
	max_tokens: 512,
	model: "Qwen/Qwen2.5-VL-7B-Instruct",
}).then((response) => {
	console.log(response.choices[0].message);
});
