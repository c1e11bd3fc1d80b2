import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const output = await client.questionAnswering({
	provider: "hf-inference",
	model: "deepset/roberta-base-squad2",
	inputs: {
		question: "What is my name?",
		context: "My name is Clara and I live in Berkeley.",
	},
});

console.log(output);
