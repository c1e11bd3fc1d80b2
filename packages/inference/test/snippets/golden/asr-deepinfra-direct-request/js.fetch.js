import { readFile } from "node:fs/promises";

async function query(filename) {
	const form = new FormData();
	form.append("file", new Blob([await readFile(filename)], { type: "audio/flac" }), filename);
	form.append("model", "openai/whisper-large-v3-turbo");
	const response = await fetch(
		"https://api.deepinfra.com/v1/openai/audio/transcriptions",
		{
			method: "POST",
			headers: {
				Authorization: `Bearer ${process.env.DEEPINFRA_API_KEY}`,
			},
			body: form,
		},
	);
	const result = await response.json();
	return result;
}

query("sample1.flac").then((response) => {
	console.log(JSON.stringify(response));
});
