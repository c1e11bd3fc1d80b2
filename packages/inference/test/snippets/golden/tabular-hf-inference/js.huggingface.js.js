import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const output = await client.tabularClassification({
	provider: "hf-inference",
	model: "julien-c/wine-quality",
	inputs: {
		data: {
			sepal_length: [
				5.1,
				6.4,
			],
			sepal_width: [
				3.5,
				2.9,
			],
			petal_length: [
				1.4,
				4.3,
			],
			petal_width: [
				0.2,
				1.3,
			],
		},
	},
});

console.log(output);
