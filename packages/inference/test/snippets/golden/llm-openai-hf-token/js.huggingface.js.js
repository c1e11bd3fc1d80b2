import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.OPENAI_API_KEY);

const chatCompletion = await client.chatCompletion({
	provider: "openai",
	model: "openai/gpt-4o-mini",
	messages: [
		{
			role: "user",
			content: "What is the tallest mountain in Africa?",
		},
	],
	max_tokens: 512,
});

console.log(chatCompletion.choices[0].message);
