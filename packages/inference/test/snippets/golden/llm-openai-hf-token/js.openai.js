import { OpenAI } from "openai";

const client = new OpenAI({
	baseURL: "https://api.openai.com/v1",
	apiKey: process.env.OPENAI_API_KEY,
});

const chatCompletion = await client.chat.completions.create({
	messages: [
		{
			role: "user",
			content: "What is the tallest mountain in Africa?",
		},
	],
	max_tokens: 512,
	model: "gpt-4o-mini",
});

console.log(chatCompletion.choices[0].message);
