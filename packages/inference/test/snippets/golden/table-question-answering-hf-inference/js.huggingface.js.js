import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const output = await client.tableQuestionAnswering({
	provider: "hf-inference",
	model: "google/tapas-base-finetuned-wtq",
	inputs: {
		query: "How many stars does the transformers repository have?",
		table: {
			Repository: [
				"Transformers",
				"Datasets",
				"Tokenizers",
			],
			Stars: [
				"36542",
				"4512",
				"3934",
			],
			Contributors: [
				"651",
				"77",
				"34",
			],
			"Programming language": [
				"Python",
				"Python",
				"Rust, Python and NodeJS",
			],
		},
	},
});

console.log(output);
