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
}

export interface FakeProvider {
	url: string;
	requests: LoggedRequest[];
	/** Most requests in flight at once, since start. */
	maxInFlight: number;
	/** When each answer with a non-2xx status was sent. */
	failures: Array<{ status: number; at: number }>;
	close: () => Promise<void>;
}

export const LABELS = (inputs: string) => [{ label: `label-${inputs}`, score: 0.9 }];

export async function startFakeProvider(
	answer: (request: LoggedRequest, count: number) => FakeAnswer = () => ({ status: 200 }),
): Promise<FakeProvider> {
	let inFlight = 0;
	const state: FakeProvider = { url: "", requests: [], maxInFlight: 0, failures: [], close: async () => {} };
	const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
		const at = Date.now();
		inFlight++;
		state.maxInFlight = Math.max(state.maxInFlight, inFlight);
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
			at,
			authorization: req.headers.authorization,
			contentType: req.headers["content-type"],
		};
		state.requests.push(logged);
		const reply = answer(logged, state.requests.length);
		if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
		inFlight--;
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
