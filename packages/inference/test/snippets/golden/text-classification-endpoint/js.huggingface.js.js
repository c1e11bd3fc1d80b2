import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN).endpoint("https://my-endpoint.endpoints.huggingface.cloud");

const output = await client.textClassification({
	inputs: "I like you. I love you",
});

console.log(output);
