// A loopback "router + hub" for fallback tests: the hub answers a model's provider mapping, the router's
// `/v1/models` what a test publishes, and each provider (the first path segment of a routed call) behaves as the
// test says. It records who received what (path, headers, body) and whether each request's socket closed.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { afterEach } from "vitest";
import { type Loopback, startLoopback, writeEvent } from "../faults/loopback.js";

export type Behaviour = (request: IncomingMessage, response: ServerResponse, hit: number) => void | Promise<void>;

export interface Received {
	provider: string;
	path: string;
	headers: IncomingMessage["headers"];
	socketClosed: boolean;
}

export interface FakeRouter extends Loopback {
	received: Received[];
	/** Resolves when the socket of every request `provider` received has closed (rejects after `ms`). */
	providerSocketsClosed(provider: string, ms?: number): Promise<void>;
	/** Requests each provider got. */
	hits(provider: string): number;
}

export const MODEL = "org/chat";
export const TOKEN = "hf_fallbackTestToken000000000000";
export const messages = [{ role: "user", content: "Hello" }];

export function chatAnswer(content: string, usage: Record<string, number> = {}) {
	return {
		id: "c",
		created: 1,
		model: MODEL,
		system_fingerprint: null,
		usage,
		choices: [{ index: 0, message: { role: "assistant", content } }],
	};
}

export const answers = {
	json:
		(body: unknown, status = 200, headers: Record<string, string> = {}): Behaviour =>
		(_request, response) => {
			response.writeHead(status, { "content-type": "application/json", ...headers });
			response.end(JSON.stringify(body));
		},
	chat: (content: string, headers: Record<string, string> = {}): Behaviour =>
		answers.json(chatAnswer(content), 200, headers),
	status: (status: number, headers: Record<string, string> = {}): Behaviour =>
		answers.json({ error: `status ${status}` }, status, headers),
	/** 200 with a JSON content type and a body that is not JSON. */
	unparsable: (): Behaviour => (_request, response) => {
		response.writeHead(200, { "content-type": "application/json" });
		response.end("{oops");
	},
	reset: (): Behaviour => (_request, response) => void response.destroy(),
	hang: (): Behaviour => () => {},
	/** Server-sent events: each content as a chat chunk, then `end` ("done", or "reset" to cut the connection). */
	stream:
		(contents: string[], end: "done" | "reset" = "done"): Behaviour =>
		async (_request, response) => {
			response.writeHead(200, { "content-type": "text/event-stream" });
			for (const content of contents) {
				writeEvent(response, { id: "c", created: 1, model: MODEL, choices: [{ index: 0, delta: { content } }] });
				await new Promise((resolve) => setTimeout(resolve, 5));
			}
			if (end === "reset") return void response.destroy();
			writeEvent(response, "[DONE]");
			response.end();
		},
	after:
		(ms: number, behaviour: Behaviour): Behaviour =>
		async (request, response, hit) => {
			await new Promise((resolve) => setTimeout(resolve, ms));
			if (!response.destroyed && !request.socket.destroyed) await behaviour(request, response, hit);
		},
};

/** Chat mapping entries for `providers`, in order (the hub keeps the user's preference order). */
export function chatMapping(providers: readonly string[], status: Record<string, string> = {}) {
	return Object.fromEntries(
		providers.map((provider) => [
			provider,
			{ providerId: `${provider}/chat`, status: status[provider] ?? "live", task: "conversational" },
		]),
	);
}

/** Routers started by the running test, closed after it (each test file that imports this gets the hook). */
const running: FakeRouter[] = [];
afterEach(async () => {
	await Promise.all(running.splice(0).map((router) => router.close()));
});

export async function startRouter(
	behaviours: Record<string, Behaviour>,
	options: { mapping?: Record<string, unknown>; published?: unknown; models?: Behaviour } = {},
): Promise<FakeRouter> {
	const received: Received[] = [];
	const requestsBySocket = new WeakMap<Socket, Received[]>();
	const hits = new Map<string, number>();
	const server = await startLoopback(async (request, response) => {
		const path = request.url ?? "";
		if (path.startsWith("/api/models/")) {
			const mapping = options.mapping ?? chatMapping(Object.keys(behaviours));
			return answers.json({ id: MODEL, inferenceProviderMapping: mapping })(request, response, 0);
		}
		if (path === "/v1/models") {
			return (options.models ?? answers.json(options.published ?? { data: [] }))(request, response, 0);
		}
		const provider = path.split("/")[1] ?? "";
		const entry: Received = { provider, path, headers: request.headers, socketClosed: false };
		received.push(entry);
		// One close listener per socket, however many keep-alive requests it carries.
		const onSocket = requestsBySocket.get(request.socket);
		if (onSocket) onSocket.push(entry);
		else {
			const entries = [entry];
			requestsBySocket.set(request.socket, entries);
			request.socket.once("close", () => {
				for (const each of entries) each.socketClosed = true;
			});
		}
		const hit = hits.get(provider) ?? 0;
		hits.set(provider, hit + 1);
		const behaviour = behaviours[provider] ?? answers.status(500);
		await behaviour(request, response, hit);
	});
	const providerSocketsClosed = async (provider: string, ms = 2_000) => {
		const deadline = Date.now() + ms;
		while (received.some((entry) => entry.provider === provider && !entry.socketClosed)) {
			if (Date.now() > deadline) throw new Error(`${provider}'s socket still open after ${ms} ms`);
			await new Promise((resolve) => setTimeout(resolve, 10));
		}
	};
	const router: FakeRouter = {
		...server,
		received,
		providerSocketsClosed,
		hits: (provider) => hits.get(provider) ?? 0,
	};
	running.push(router);
	return router;
}

/** Options pointing hub and router at the fake router. */
export const at = (router: FakeRouter) => ({ hubUrl: router.url, routerUrl: router.url });
