import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const output = await client.textClassification({
	provider: "hf-inference",
	model: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
	inputs: "What a wonderful surprise, I love this gift!",
});

console.log(output);
