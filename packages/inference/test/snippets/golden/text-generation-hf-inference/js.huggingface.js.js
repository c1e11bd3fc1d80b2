import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const output = await client.textGeneration({
	provider: "hf-inference",
	model: "openai-community/gpt2",
	inputs: "Once upon a time, in a village by the sea, there lived",
});

console.log(output);
