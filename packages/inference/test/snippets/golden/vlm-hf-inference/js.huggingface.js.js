import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const chatCompletion = await client.chatCompletion({
	provider: "hf-inference",
	model: "Qwen/Qwen2.5-VL-7B-Instruct",
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
});

console.log(chatCompletion.choices[0].message);
