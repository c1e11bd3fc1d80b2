import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const image = await client.textToImage({
	provider: "fal-ai",
	model: "nerijs/pixel-art-xl",
	inputs: "A lighthouse on a rocky cliff at sunset, watercolor painting",
});
// image is a Blob
console.log(image.size, image.type);
