import { readFile } from "node:fs/promises";
import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const image = await client.imageToImage({
	provider: "fal-ai",
	model: "black-forest-labs/FLUX.1-Kontext-dev",
	inputs: new Blob([await readFile("cat.png")], { type: "image/png" }),
	parameters: {
		prompt: "Paint the cat as a snow leopard.",
	},
});
// image is a Blob
console.log(image.size, image.type);
