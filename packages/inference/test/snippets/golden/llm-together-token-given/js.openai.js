import { OpenAI } from "openai";

const client = new OpenAI({
	baseURL: "https://router.huggingface.co/together/v1",
	apiKey: "hf_exampleToken",
});

const chatCompletion = await client.chat.completions.create({
	messages: [
		{
			role: "user",
			content: "What is the tallest mountain in Africa?",
		},
	],
	max_tokens: 512,
	model: "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo",
});

console.log(chatCompletion.choices[0].message);
