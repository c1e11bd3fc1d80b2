import { OpenAI } from "openai";

const client = new OpenAI({
	baseURL: "https://router.huggingface.co/nebius/v1",
	apiKey: process.env.HF_TOKEN,
});

const stream = await client.chat.completions.create({
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
	model: "Qwen/Qwen2.5-VL-72B-Instruct",
	stream: true,
});

for await (const chunk of stream) {
	process.stdout.write(chunk.choices[0]?.delta?.content || "");
}
