import { readFile } from "node:fs/promises";
import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const video = await client.imageTextToVideo({
	provider: "fal-ai",
	model: "Lightricks/LTX-Video",
	inputs: new Blob([await readFile("cat.png")], { type: "image/png" }),
	parameters: {
		prompt: "The cat starts to dance.",
	},
});
// video is a Blob
console.log(video.size, video.type);
