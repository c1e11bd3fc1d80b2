import { writeFile } from "node:fs/promises";

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
	prompt: "gentle rain on a tin roof, distant thunder, calm ambient pads",
};

// Submit the job: fal's queue answers at once with a receipt, not the output.
const receipt = await json(
	fetch("https://router.huggingface.co/fal-ai/fal-ai/stable-audio?_subdomain=queue", {
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
const output = await fetch(result.audio_file?.url ?? result.audio?.url);
if (!output.ok) throw new Error(`HTTP ${output.status} downloading the output`);
await writeFile("output.wav", Buffer.from(await output.arrayBuffer()));
console.log("Saved output.wav");
