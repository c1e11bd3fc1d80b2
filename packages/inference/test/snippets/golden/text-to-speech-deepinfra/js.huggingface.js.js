import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const audio = await client.textToSpeech({
	provider: "deepinfra",
	model: "hexgrad/Kokoro-82M",
	inputs: "Welcome aboard. The next stop is Central Station.",
});
// audio is a Blob
console.log(audio.size, audio.type);
