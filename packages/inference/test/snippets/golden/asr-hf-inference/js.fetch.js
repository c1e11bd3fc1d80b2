import { readFile } from "node:fs/promises";

async function query(filename) {
	const response = await fetch(
		"https://router.huggingface.co/hf-inference/models/openai/whisper-large-v3",
		{
			method: "POST",
			headers: {
				Authorization: `Bearer ${process.env.HF_TOKEN}`,
				"Content-Type": "audio/flac",
			},
			body: await readFile(filename),
		},
	);
	const result = await response.json();
	return result;
}

query("sample1.flac").then((response) => {
	console.log(JSON.stringify(response));
});
