import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const video = await client.textToVideo({
	provider: "replicate",
	model: "Wan-AI/Wan2.1-T2V-14B",
	inputs: "A red fox running through fresh snow in a pine forest",
});
// video is a Blob
console.log(video.size, video.type);
