import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const audio = await client.textToAudio({
	provider: "fal-ai",
	model: "stabilityai/stable-audio-open-1.0",
	inputs: "gentle rain on a tin roof, distant thunder, calm ambient pads",
});
// audio is a Blob
console.log(audio.size, audio.type);
