import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN).endpoint("https://my-endpoint.endpoints.huggingface.cloud");

const output = await client.textClassification({
	inputs: "What a wonderful surprise, I love this gift!",
});

console.log(output);
