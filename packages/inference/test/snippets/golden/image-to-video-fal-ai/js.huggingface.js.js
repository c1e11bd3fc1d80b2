import { readFile } from "node:fs/promises";
import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const video = await client.imageToVideo({
	provider: "fal-ai",
	model: "Wan-AI/Wan2.1-I2V-14B-720P",
	inputs: new Blob([await readFile("cat.png")], { type: "image/png" }),
	parameters: {
		prompt: "The cat starts to dance.",
	},
});
// video is a Blob
console.log(video.size, video.type);
