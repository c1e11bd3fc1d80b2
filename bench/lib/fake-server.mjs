// Synthetic answers for the benchmarks: an OpenAI-style chat event stream, and a fetch that answers at
// once (hub mapping lookups included), counting every request it sees.
import { createServer } from "node:http";

export const MODEL = "bench-org/bench-model";
const encoder = new TextEncoder();

export function chatChunk(index) {
	return `data: {"id":"c","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{"content":"t${index % 10}"},"finish_reason":null}]}\n\n`;
}

/** The whole stream as encoded chunks: one event per chunk, or bulk chunks of about `bulkBytes`. */
export function chatStreamChunks(events, mode, bulkBytes = 64 * 1024) {
	const pieces = [];
	for (let i = 0; i < events; i++) pieces.push(chatChunk(i));
	pieces.push("data: [DONE]\n\n");
	if (mode === "per-token") return pieces.map((piece) => encoder.encode(piece));
	const chunks = [];
	let current = "";
	for (const piece of pieces) {
		current += piece;
		if (current.length >= bulkBytes) {
			chunks.push(encoder.encode(current));
			current = "";
		}
	}
	if (current) chunks.push(encoder.encode(current));
	return chunks;
}

export function streamOf(chunks) {
	let index = 0;
	return new ReadableStream({
		pull(controller) {
			if (index < chunks.length) controller.enqueue(chunks[index++]);
			else controller.close();
		},
	});
}

/** A complete chat completion answer, as hf-inference's OpenAI-compatible route gives it. */
export const CHAT_ANSWER = JSON.stringify({
	id: "c",
	object: "chat.completion",
	created: 1,
	model: "m",
	choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: "Paris." } }],
	usage: { prompt_tokens: 5, completion_tokens: 2, total_tokens: 7 },
});

/** An answer function for instantFetch: a fresh JSON response with `body` on every call. */
export const jsonAnswer = (body) => () => new Response(body, { headers: { "content-type": "application/json" } });

/** The hub's mapping of MODEL: each of `providers` serves it live for `task`, under `providerIdOf(provider)`. */
export function mappingBody(providers, task = "conversational", providerIdOf = () => MODEL) {
	return JSON.stringify({
		id: MODEL,
		inferenceProviderMapping: Object.fromEntries(
			providers.map((provider) => [provider, { providerId: providerIdOf(provider), status: "live", task }]),
		),
	});
}

/**
 * A fetch that answers without I/O: the hub's mapping lookup, then `answer()` for every other request.
 * `counts` tells how many hub and inference requests were made.
 */
export function instantFetch(task, answer) {
	const counts = { hub: 0, inference: 0 };
	const fetch = async (input) => {
		const url = typeof input === "string" ? input : input.url;
		if (url.includes("/api/models/")) {
			counts.hub++;
			return new Response(mappingBody(["hf-inference"], task), { headers: { "content-type": "application/json" } });
		}
		counts.inference++;
		return answer();
	};
	return { fetch, counts };
}

/** A loopback HTTP server streaming the synthetic chat stream (and answering mapping lookups). */
export async function startStreamServer(chunks) {
	const server = createServer((req, res) => {
		if (req.url?.includes("/api/models/")) {
			res.writeHead(200, { "content-type": "application/json" });
			return void res.end(mappingBody(["hf-inference"]));
		}
		req.resume();
		res.writeHead(200, { "content-type": "text/event-stream" });
		for (const chunk of chunks) res.write(chunk);
		res.end();
	});
	await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
	const { port } = server.address();
	return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}
