import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const output = await client.zeroShotClassification({
	provider: "hf-inference",
	model: "facebook/bart-large-mnli",
	inputs: "Hi, I recently bought a device from your company but it is not working as advertised and I would like to get reimbursed!",
	parameters: {
		candidate_labels: [
			"refund",
			"legal",
			"faq",
		],
	},
});

console.log(output);
