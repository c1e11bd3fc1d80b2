import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const output = await client.featureExtraction({
	provider: "hf-inference",
	model: "intfloat/multilingual-e5-large",
	inputs: "Rain is expected this afternoon, so take an umbrella with you.",
});

console.log(output);
