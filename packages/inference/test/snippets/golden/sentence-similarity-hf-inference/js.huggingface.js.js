import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const output = await client.sentenceSimilarity({
	provider: "hf-inference",
	model: "sentence-transformers/all-MiniLM-L6-v2",
	inputs: {
		source_sentence: "A man is playing a guitar.",
		sentences: [
			"Someone is playing a musical instrument.",
			"A woman is slicing vegetables.",
			"A man strums a guitar on stage.",
		],
	},
});

console.log(output);
