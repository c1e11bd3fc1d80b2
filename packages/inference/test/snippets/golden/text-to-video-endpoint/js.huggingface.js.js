import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN).endpoint("https://my-video-endpoint.endpoints.huggingface.cloud");

const video = await client.textToVideo({
	inputs: "A red fox running through fresh snow in a pine forest",
});
// video is a Blob
console.log(video.size, video.type);
