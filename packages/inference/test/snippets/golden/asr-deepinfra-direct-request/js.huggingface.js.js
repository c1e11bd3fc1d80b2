import { readFile } from "node:fs/promises";
import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.DEEPINFRA_API_KEY);

const output = await client.automaticSpeechRecognition({
	provider: "deepinfra",
	model: "openai/whisper-large-v3",
	inputs: new Blob([await readFile("sample1.flac")], { type: "audio/flac" }),
});

console.log(output);
