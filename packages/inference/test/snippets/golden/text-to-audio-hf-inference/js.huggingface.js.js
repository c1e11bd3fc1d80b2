import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const audio = await client.textToAudio({
	provider: "hf-inference",
	model: "facebook/musicgen-small",
	inputs: "gentle rain on a tin roof, distant thunder, calm ambient pads",
});
// audio is a Blob
console.log(audio.size, audio.type);
