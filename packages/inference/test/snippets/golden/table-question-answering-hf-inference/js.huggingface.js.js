import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const output = await client.tableQuestionAnswering({
	provider: "hf-inference",
	model: "google/tapas-base-finetuned-wtq",
	inputs: {
		query: "Which city has the most inhabitants?",
		table: {
			City: [
				"Lagos",
				"Cairo",
				"Kinshasa",
			],
			Country: [
				"Nigeria",
				"Egypt",
				"DR Congo",
			],
			"Population (millions)": [
				"15.4",
				"10.1",
				"16.3",
			],
		},
	},
});

console.log(output);
