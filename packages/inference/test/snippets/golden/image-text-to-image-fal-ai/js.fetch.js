import { readFile, writeFile } from "node:fs/promises";

const headers = {
	Authorization: `Bearer ${process.env.HF_TOKEN}`,
};

/** The JSON answer, or an error with the status and the server's words. */
async function json(request) {
	const response = await request;
	if (!response.ok) throw new Error(`HTTP ${response.status}: ${await response.text()}`);
	return response.json();
}

const payload = {
	prompt: "Turn the cat into a tiger.",
	image_url: "cat.png",
	image_urls: [
		"cat.png",
	],
};
payload["image_url"] = "data:image/png;base64," + (await readFile(payload["image_url"])).toString("base64");
payload["image_urls"][0] = payload["image_url"];

// Submit the job: fal's queue answers at once with a receipt, not the output.
const receipt = await json(
	fetch("https://router.huggingface.co/fal-ai/fal-ai/flux-2/edit?_subdomain=queue", {
		method: "POST",
		headers: { ...headers, "Content-Type": "application/json" },
		body: JSON.stringify(payload),
	}),
);
// The receipt names the request on fal's host: its path goes below the router's fal-ai base.
const requestUrl = "https://router.huggingface.co/fal-ai" + new URL(receipt.response_url).pathname;

// Poll its status until the job is done.
for (;;) {
	const { status } = await json(fetch(requestUrl + "/status?_subdomain=queue", { headers }));
	if (status === "COMPLETED") break;
	if (status !== "IN_QUEUE" && status !== "IN_PROGRESS") throw new Error(`The job ended with status ${status}`);
	await new Promise((resolve) => setTimeout(resolve, 1000));
}

// Read the result, then download the output it names (a file on fal's CDN, or a data: URL).
const result = await json(fetch(requestUrl + "?_subdomain=queue", { headers }));
const output = await fetch(result.images[0].url);
if (!output.ok) throw new Error(`HTTP ${output.status} downloading the output`);
await writeFile("output.png", Buffer.from(await output.arrayBuffer()));
console.log("Saved output.png");
