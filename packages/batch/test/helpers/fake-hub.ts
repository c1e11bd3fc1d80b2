// A loopback Hub and router for the CLI tests: model info with a provider mapping at /api/models/<id>, and a
// provider's chat completions at /<provider>/v1/chat/completions streamed as server-sent events, a few words per
// event. Logs every request (path, authorization, body) for the tests to check.
import { createServer } from "node:http";
import { listenOnLoopback } from "./loopback.js";

export interface HubRequest {
	method: string;
	path: string;
	authorization: string | undefined;
	body: string;
}

export interface FakeHub {
	url: string;
	requests: HubRequest[];
	close: () => Promise<void>;
}

export const CHAT_MODEL = "meta-llama/Llama-3.3-70B-Instruct";
export const CHAT_MODEL_INFO = {
	_id: "66d9f3e7d6a1c3a8b0c9e2f1",
	id: CHAT_MODEL,
	pipeline_tag: "text-generation",
	library_name: "transformers",
	tags: ["transformers", "safetensors", "llama", "text-generation", "conversational"],
	inferenceProviderMapping: {
		together: { status: "live", providerId: "meta-llama/Llama-3.3-70B-Instruct-Turbo", task: "conversational" },
		"hf-inference": { status: "live", providerId: CHAT_MODEL, task: "conversational" },
	},
};

/** The SSE events of one streamed answer: `pieces` as deltas, then [DONE]. */
function sse(pieces: string[]): string {
	const events = pieces.map((content) =>
		JSON.stringify({ object: "chat.completion.chunk", choices: [{ index: 0, delta: { role: "assistant", content } }] }),
	);
	return `${[...events, "[DONE]"].map((data) => `data: ${data}\n\n`).join("")}`;
}

/** `answers(turn)`: the streamed pieces of the answer to the `turn`-th chat request (from 1). */
export async function startFakeHub(answers: (turn: number) => string[]): Promise<FakeHub> {
	const state: FakeHub = { url: "", requests: [], close: async () => {} };
	let turns = 0;
	const server = createServer(async (req, res) => {
		const chunks: Buffer[] = [];
		for await (const chunk of req) chunks.push(chunk as Buffer);
		const path = req.url ?? "";
		state.requests.push({
			method: req.method ?? "",
			path,
			authorization: req.headers.authorization,
			body: Buffer.concat(chunks).toString("utf8"),
		});
		if (req.method === "GET" && path.startsWith(`/api/models/${CHAT_MODEL}`)) {
			res.writeHead(200, { "content-type": "application/json" });
			return void res.end(JSON.stringify(CHAT_MODEL_INFO));
		}
		if (req.method === "POST" && path.endsWith("/v1/chat/completions")) {
			res.writeHead(200, { "content-type": "text/event-stream" });
			// One event per write, a tick apart: the client sees a real stream, not one body.
			for (const event of sse(answers(++turns)).split(/(?<=\n\n)/)) {
				res.write(event);
				await new Promise((resolve) => setTimeout(resolve, 5));
			}
			return void res.end();
		}
		res.writeHead(404, { "content-type": "application/json" });
		res.end(JSON.stringify({ error: `no route ${path}` }));
	});
	Object.assign(state, await listenOnLoopback(server));
	return state;
}
