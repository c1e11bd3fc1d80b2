import { readFile } from "node:fs/promises";

async function query(data) {
	const response = await fetch(
		"https://router.huggingface.co/fal-ai/fal-ai/whisper",
		{
			method: "POST",
			headers: {
				Authorization: `Bearer ${process.env.HF_TOKEN}`,
				"Content-Type": "application/json",
			},
			body: JSON.stringify(data),
		},
	);
	const result = await response.json();
	return result;
}

const payload = {
	audio_url: "sample2.wav",
};
payload["audio_url"] = "data:audio/wav;base64," + (await readFile(payload["audio_url"])).toString("base64");

query(payload).then((response) => {
	console.log(JSON.stringify(response));
});
