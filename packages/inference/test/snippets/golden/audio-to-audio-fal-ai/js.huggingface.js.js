import { readFile } from "node:fs/promises";
import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const output = await client.audioToAudio({
	provider: "fal-ai",
	model: "nvidia/personaplex-7b-v1",
	inputs: new Blob([await readFile("sample2.wav")], { type: "audio/wav" }),
});

console.log(output);
