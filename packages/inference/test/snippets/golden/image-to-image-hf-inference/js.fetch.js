import { readFile } from "node:fs/promises";

async function query(data) {
	const response = await fetch(
		"https://router.huggingface.co/hf-inference/models/timbrooks/instruct-pix2pix",
		{
			method: "POST",
			headers: {
				Authorization: `Bearer ${process.env.HF_TOKEN}`,
				"Content-Type": "application/json",
			},
			body: JSON.stringify(data),
		},
	);
	const result = await response.blob();
	return result;
}

const payload = {
	inputs: "cat.png",
	parameters: {
		prompt: "Paint the cat as a snow leopard.",
	},
};
payload["inputs"] = (await readFile(payload["inputs"])).toString("base64");

query(payload).then((image) => {
	// image is a Blob
	console.log(image.size, image.type);
});
