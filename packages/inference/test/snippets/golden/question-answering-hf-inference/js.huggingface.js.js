import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const output = await client.questionAnswering({
	provider: "hf-inference",
	model: "deepset/roberta-base-squad2",
	inputs: {
		question: "Where does Tomas work?",
		context: "Tomas is a baker. He works in a small shop near the harbour in Lisbon.",
	},
});

console.log(output);
