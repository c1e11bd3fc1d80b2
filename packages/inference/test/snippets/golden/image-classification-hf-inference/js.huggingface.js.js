import { readFile } from "node:fs/promises";
import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const output = await client.imageClassification({
	provider: "hf-inference",
	model: "google/vit-base-patch16-224",
	inputs: new Blob([await readFile("cats.jpg")], { type: "image/jpeg" }),
});

console.log(output);
