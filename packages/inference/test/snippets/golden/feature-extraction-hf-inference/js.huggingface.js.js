import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const output = await client.featureExtraction({
	provider: "hf-inference",
	model: "intfloat/multilingual-e5-large",
	inputs: "Today is a sunny day and I will get some ice cream.",
});

console.log(output);
