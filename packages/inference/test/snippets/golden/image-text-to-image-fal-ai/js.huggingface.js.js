import { readFile } from "node:fs/promises";
import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const image = await client.imageTextToImage({
	provider: "fal-ai",
	model: "black-forest-labs/FLUX.2-dev",
	inputs: new Blob([await readFile("cat.png")], { type: "image/png" }),
	parameters: {
		prompt: "Turn the cat into a tiger.",
	},
});
// image is a Blob
console.log(image.size, image.type);
