import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const output = await client.sentenceSimilarity({
	provider: "hf-inference",
	model: "sentence-transformers/all-MiniLM-L6-v2",
	inputs: {
		source_sentence: "That is a happy person",
		sentences: [
			"That is a happy dog",
			"That is a very happy person",
			"Today is a sunny day",
		],
	},
});

console.log(output);
