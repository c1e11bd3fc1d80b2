// A loopback Hub and router for the gateway's tests: model info with a provider mapping at /api/models/<id>, the
// router's model list at /v1/models, and each provider's OpenAI-compatible routes at /<provider>/... answering
// as each test says. Logs every request (path, authorization, body) and every request the client abandoned.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface UpstreamRequest {
	method: string;
	path: string;
	provider: string;
	authorization: string | undefined;
	body: string;
}

/** Answers one provider request; `request` is logged before. */
export type ProviderAnswer = (
	request: UpstreamRequest,
	res: ServerResponse,
	req: IncomingMessage,
) => void | Promise<void>;

export interface FakeUpstream {
	url: string;
	requests: UpstreamRequest[];
	/** Paths of provider requests whose client went away before the answer ended. */
	aborted: string[];
	/** Per provider (the first path segment): how it answers. */
	answers: Map<string, ProviderAnswer>;
	/** Set: the router's /v1/models answers this status. */
	modelListStatus?: number;
	close(): Promise<void>;
}

export interface FakeModel {
	id: string;
	pipeline_tag: string;
	/** provider -> [provider's model id, task] */
	providers: Record<string, [string, string]>;
	/** What the router's /v1/models says of a provider (supports_tools, pricing...). */
	facts?: Record<string, Record<string, unknown>>;
}

export const CHAT_MODEL = "meta-llama/Llama-3.3-70B-Instruct";

export const DEFAULT_MODELS: FakeModel[] = [
	{
		id: CHAT_MODEL,
		pipeline_tag: "text-generation",
		providers: {
			groq: ["llama-3.3-70b-versatile", "conversational"],
			together: ["meta-llama/Llama-3.3-70B-Instruct-Turbo", "conversational"],
		},
	},
];

export function chatAnswer(content: string, model = "served-model") {
	return {
		id: "chatcmpl-1",
		object: "chat.completion",
		created: 1_700_000_000,
		model,
		choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content } }],
		usage: { prompt_tokens: 5, completion_tokens: 3, total_tokens: 8 },
	};
}

export function chunk(content: string, finishReason: string | null = null) {
	return {
		id: "chatcmpl-1",
		object: "chat.completion.chunk",
		created: 1_700_000_000,
		model: "served-model",
		choices: [{ index: 0, delta: { content }, finish_reason: finishReason }],
	};
}

export const USAGE_CHUNK = {
	id: "chatcmpl-1",
	object: "chat.completion.chunk",
	created: 1_700_000_000,
	model: "served-model",
	choices: [],
	usage: { prompt_tokens: 5, completion_tokens: 3, total_tokens: 8 },
};

export const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
	res.writeHead(status, { "content-type": "application/json", ...headers });
	res.end(JSON.stringify(body));
};

/** A chat provider: JSON, or for `stream: true` the pieces as SSE events `gapMs` apart, then usage and [DONE]. */
export function chatProvider(pieces: string[], gapMs = 2): ProviderAnswer {
	return async (request, res) => {
		const body = JSON.parse(request.body || "{}") as { stream?: boolean };
		if (!body.stream) return json(res, 200, chatAnswer(pieces.join("")));
		res.writeHead(200, { "content-type": "text/event-stream" });
		for (const [index, piece] of pieces.entries()) {
			if (res.destroyed) return;
			res.write(`data: ${JSON.stringify(chunk(piece, index === pieces.length - 1 ? "stop" : null))}\n\n`);
			await new Promise((resolve) => setTimeout(resolve, gapMs));
		}
		res.write(`data: ${JSON.stringify(USAGE_CHUNK)}\n\n`);
		res.end("data: [DONE]\n\n");
	};
}

export async function startFakeUpstream(models: FakeModel[] = DEFAULT_MODELS): Promise<FakeUpstream> {
	const state: FakeUpstream = { url: "", requests: [], aborted: [], answers: new Map(), close: async () => {} };
	const server = createServer(async (req, res) => {
		const chunks: Buffer[] = [];
		for await (const part of req) chunks.push(part as Buffer);
		const path = req.url ?? "";
		const provider = path.split("/")[1] ?? "";
		const request: UpstreamRequest = {
			method: req.method ?? "",
			path,
			provider,
			authorization: req.headers.authorization,
			body: Buffer.concat(chunks).toString("utf8"),
		};
		state.requests.push(request);
		res.on("close", () => {
			if (!res.writableFinished) state.aborted.push(path);
		});
		const modelPath = path.match(/^\/api\/models\/([^?]+)/);
		if (req.method === "GET" && modelPath) {
			const model = models.find((each) => each.id === decodeURIComponent(modelPath[1] ?? ""));
			if (!model) return json(res, 404, { error: "Repository not found" });
			const mapping = Object.fromEntries(
				Object.entries(model.providers).map(([name, [providerId, task]]) => [
					name,
					{ status: "live", providerId, task },
				]),
			);
			return json(res, 200, {
				_id: "x",
				id: model.id,
				pipeline_tag: model.pipeline_tag,
				inferenceProviderMapping: mapping,
			});
		}
		if (req.method === "GET" && path === "/v1/models") {
			if (state.modelListStatus) return json(res, state.modelListStatus, { error: "down" });
			const data = models.map((model) => ({
				id: model.id,
				object: "model",
				providers: Object.keys(model.providers).map((name) => ({
					provider: name,
					status: "live",
					...model.facts?.[name],
				})),
			}));
			return json(res, 200, { object: "list", data });
		}
		const answer = state.answers.get(provider);
		if (answer) return answer(request, res, req);
		json(res, 404, { error: `no fake answer for ${path}` });
	});
	server.listen(0, "127.0.0.1");
	await new Promise((resolve) => server.once("listening", resolve));
	state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	state.close = () =>
		new Promise((resolve) => {
			server.closeAllConnections();
			server.close(() => resolve());
		});
	return state;
}
