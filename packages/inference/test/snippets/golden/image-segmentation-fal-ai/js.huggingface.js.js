import { readFile } from "node:fs/promises";
import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const output = await client.imageSegmentation({
	provider: "fal-ai",
	model: "facebook/sam2-hiera-large",
	inputs: new Blob([await readFile("cats.jpg")], { type: "image/jpeg" }),
});

console.log(output);
