import { readFile } from "node:fs/promises";

async function query(data) {
	const response = await fetch(
		"https://router.huggingface.co/hf-inference/models/impira/layoutlm-document-qa",
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
	inputs: {
		image: "invoice.png",
		question: "What is the invoice number?",
	},
};
payload["inputs"]["image"] = (await readFile(payload["inputs"]["image"])).toString("base64");

query(payload).then((response) => {
	console.log(JSON.stringify(response));
});
