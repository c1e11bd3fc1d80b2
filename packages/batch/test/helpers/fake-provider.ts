// A loopback provider for the batch tests: answers text-classification calls, logs every request (the row it was
// for, when, with which token) and counts requests in flight; a test decides each answer.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { listenOnLoopback } from "./loopback.js";

export interface LoggedRequest {
	/** The row's text (`inputs`), which the tests make unique per row. */
	inputs: string;
	path: string;
	/** Bytes of the request body. */
	bytes: number;
	/** The request body as UTF-8 text. */
	body: string;
	at: number;
	authorization: string | undefined;
	contentType: string | undefined;
}

export interface FakeAnswer {
	status: number;
	body?: unknown;
	headers?: Record<string, string>;
	/** Milliseconds before answering. */
	delayMs?: number;
	/** Drop the connection instead of answering: the request was received, its answer never comes. */
	drop?: boolean;
}

export interface FakeProvider {
	url: string;
	requests: LoggedRequest[];
	/** Most requests in flight at once, since start. */
	maxInFlight: number;
	/** The same by the first segment of the path (the router's `/<provider>/...`). */
	maxInFlightByPrefix: Record<string, number>;
	/** When each answer with a non-2xx status was sent. */
	failures: Array<{ status: number; at: number }>;
	close: () => Promise<void>;
}

export const LABELS = (inputs: string) => [{ label: `label-${inputs}`, score: 0.9 }];

export async function startFakeProvider(
	answer: (request: LoggedRequest, count: number) => FakeAnswer = () => ({ status: 200 }),
): Promise<FakeProvider> {
	let inFlight = 0;
	const inFlightByPrefix: Record<string, number> = {};
	const state: FakeProvider = {
		url: "",
		requests: [],
		maxInFlight: 0,
		maxInFlightByPrefix: {},
		failures: [],
		close: async () => {},
	};
	const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
		const at = Date.now();
		const prefix = (req.url ?? "").split(/[/?]/)[1] ?? "";
		inFlight++;
		inFlightByPrefix[prefix] = (inFlightByPrefix[prefix] ?? 0) + 1;
		state.maxInFlight = Math.max(state.maxInFlight, inFlight);
		state.maxInFlightByPrefix[prefix] = Math.max(state.maxInFlightByPrefix[prefix] ?? 0, inFlightByPrefix[prefix]);
		const chunks: Buffer[] = [];
		for await (const chunk of req) chunks.push(chunk as Buffer);
		let inputs = "";
		try {
			inputs = String((JSON.parse(Buffer.concat(chunks).toString("utf8")) as { inputs?: unknown }).inputs);
		} catch {}
		const body = Buffer.concat(chunks);
		const logged = {
			inputs,
			path: req.url ?? "",
			bytes: body.length,
			body: body.toString("utf8"),
			at,
			authorization: req.headers.authorization,
			contentType: req.headers["content-type"],
		};
		state.requests.push(logged);
		const reply = answer(logged, state.requests.length);
		if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
		inFlight--;
		inFlightByPrefix[prefix] = (inFlightByPrefix[prefix] ?? 1) - 1;
		if (reply.drop) return void req.socket.destroy();
		if (reply.status >= 300) state.failures.push({ status: reply.status, at: Date.now() });
		if (Buffer.isBuffer(reply.body)) {
			res.writeHead(reply.status, { "content-type": "image/png", ...reply.headers });
			return void res.end(reply.body);
		}
		res.writeHead(reply.status, { "content-type": "application/json", ...reply.headers });
		res.end(JSON.stringify(reply.body ?? (reply.status === 200 ? LABELS(inputs) : { error: "refused" })));
	});
	server.keepAliveTimeout = 100;
	Object.assign(state, await listenOnLoopback(server));
	return state;
}
