import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const output = await client.textClassification({
	provider: "hf-inference",
	model: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
	inputs: "It's the \"best\" day, isn't it? $HOME `date` \\n",
});

console.log(output);
