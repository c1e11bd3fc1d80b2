// The gateway bench's mock upstream, a process of its own: the hub's mapping, the router's model list, and an
// OpenAI chat route (direct at /v1/chat/completions, routed at /<provider>/v1/chat/completions) answering after a
// fixed delay, or streaming `chunks` chunks `chunkMs` apart. Prints its port.
import { createServer } from "node:http";

const { delayMs, chunks, chunkMs } = JSON.parse(process.argv[2] ?? "{}");
const MODEL = "bench-org/bench-chat";
const ANSWER = JSON.stringify({
	id: "chatcmpl-bench",
	object: "chat.completion",
	created: 1,
	model: MODEL,
	choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: "ok" } }],
	usage: { prompt_tokens: 5, completion_tokens: 1, total_tokens: 6 },
});
const chunk = (i) =>
	`data: {"id":"c","object":"chat.completion.chunk","created":1,"model":"${MODEL}","choices":[{"index":0,"delta":{"content":"t${i} "},"finish_reason":null}]}\n\n`;
const USAGE = `data: {"id":"c","object":"chat.completion.chunk","created":1,"model":"${MODEL}","choices":[],"usage":{"prompt_tokens":5,"completion_tokens":${chunks},"total_tokens":${5 + chunks}}}\n\n`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const server = createServer(async (request, response) => {
	const path = request.url ?? "";
	if (path.startsWith("/api/models/")) {
		response.writeHead(200, { "content-type": "application/json" });
		return response.end(
			JSON.stringify({
				id: MODEL,
				inferenceProviderMapping: { together: { providerId: "bench/chat", status: "live", task: "conversational" } },
			}),
		);
	}
	if (path === "/v1/models") {
		response.writeHead(200, { "content-type": "application/json" });
		return response.end(JSON.stringify({ object: "list", data: [] }));
	}
	let body = "";
	for await (const part of request) body += part;
	if (!body.includes('"stream":true')) {
		await sleep(delayMs);
		response.writeHead(200, { "content-type": "application/json" });
		return response.end(ANSWER);
	}
	response.writeHead(200, { "content-type": "text/event-stream" });
	for (let i = 0; i < chunks; i++) {
		if (response.destroyed) return;
		response.write(chunk(i));
		await sleep(chunkMs);
	}
	response.write(USAGE);
	response.end("data: [DONE]\n\n");
});
server.keepAliveTimeout = 60_000;
server.maxRequestsPerSocket = 0;
server.listen(0, "127.0.0.1", () => console.log(server.address().port));
