import { OpenAI } from "openai";

const client = new OpenAI({
	baseURL: "https://router.huggingface.co/hf-inference/models/Qwen/Qwen2.5-VL-7B-Instruct/v1",
	apiKey: process.env.HF_TOKEN,
});

const chatCompletion = await client.chat.completions.create({
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
});

console.log(chatCompletion.choices[0].message);
