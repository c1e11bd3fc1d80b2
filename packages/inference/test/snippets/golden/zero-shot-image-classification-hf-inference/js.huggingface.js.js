import { readFile } from "node:fs/promises";
import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const output = await client.zeroShotImageClassification({
	provider: "hf-inference",
	model: "openai/clip-vit-large-patch14",
	inputs: new Blob([await readFile("cats.jpg")], { type: "image/jpeg" }),
	parameters: {
		candidate_labels: [
			"cat",
			"dog",
			"llama",
		],
	},
});

console.log(output);
