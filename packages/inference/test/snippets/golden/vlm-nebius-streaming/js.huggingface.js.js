import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

let out = "";

const stream = client.chatCompletionStream({
	provider: "nebius",
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

for await (const chunk of stream) {
	if (chunk.choices && chunk.choices.length > 0) {
		const newContent = chunk.choices[0].delta.content;
		out += newContent;
		console.log(newContent);
	}
}
