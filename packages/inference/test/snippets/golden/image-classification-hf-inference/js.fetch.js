import { readFile } from "node:fs/promises";

async function query(filename) {
	const response = await fetch(
		"https://router.huggingface.co/hf-inference/models/google/vit-base-patch16-224",
		{
			method: "POST",
			headers: {
				Authorization: `Bearer ${process.env.HF_TOKEN}`,
				"Content-Type": "image/jpeg",
			},
			body: await readFile(filename),
		},
	);
	const result = await response.json();
	return result;
}

query("cats.jpg").then((response) => {
	console.log(JSON.stringify(response));
});
