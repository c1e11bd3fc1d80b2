import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const output = await client.textGeneration({
	provider: "hf-inference",
	model: "openai-community/gpt2",
	inputs: "Can you please let us know more details about your ",
});

console.log(output);
