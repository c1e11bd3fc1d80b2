import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const image = await client.textToImage({
	provider: "replicate",
	model: "black-forest-labs/FLUX.1-dev",
	inputs: "A lighthouse on a rocky cliff at sunset, watercolor painting",
});
// image is a Blob
console.log(image.size, image.type);
