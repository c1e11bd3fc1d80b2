import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const output = await client.textClassification({
	provider: "hf-inference",
	model: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
	inputs: "I like you. I love you",
});

console.log(output);
