import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const output = await client.fillMask({
	provider: "hf-inference",
	model: "FacebookAI/roberta-base",
	inputs: "The answer to the universe is <mask>.",
});

console.log(output);
