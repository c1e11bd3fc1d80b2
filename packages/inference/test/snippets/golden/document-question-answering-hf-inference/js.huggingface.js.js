import { readFile } from "node:fs/promises";
import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const output = await client.documentQuestionAnswering({
	provider: "hf-inference",
	model: "impira/layoutlm-document-qa",
	inputs: {
		image: new Blob([await readFile("invoice.png")], { type: "image/png" }),
		question: "What is the invoice number?",
	},
});

console.log(output);
