import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const output = await client.zeroShotClassification({
	provider: "hf-inference",
	model: "facebook/bart-large-mnli",
	inputs: "I was charged twice for my last order and would like my money back.",
	parameters: {
		candidate_labels: [
			"refund",
			"legal",
			"faq",
		],
	},
});

console.log(output);
