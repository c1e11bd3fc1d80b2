import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const output = await client.fillMask({
	provider: "hf-inference",
	model: "FacebookAI/roberta-base",
	inputs: "Paris is the <mask> of France.",
});

console.log(output);
