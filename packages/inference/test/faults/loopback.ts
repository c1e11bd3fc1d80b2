// A real HTTP server on 127.0.0.1 (port 0) whose behaviour each test sets, for fault tests through the client's
// public API and the real global fetch. It counts requests and tracks sockets, so a test can check that a
// request loop stayed bounded and that the client released its connection.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterEach } from "vitest";
import { textClassification } from "../../src/index.js";

export type Handler = (request: IncomingMessage, response: ServerResponse, index: number) => void | Promise<void>;

export interface Loopback {
	/** `http://127.0.0.1:{port}` */
	url: string;
	/** Requests received so far (method and path). */
	requests: { method: string; url: string }[];
	/**
	 * Resolves when every socket that carried a request has closed (rejects after `ms`). Sockets that never
	 * carried one are not counted: Node's fetch (undici) may open a spare idle connection on its own.
	 */
	socketsClosed(ms?: number): Promise<void>;
	close(): Promise<void>;
}

export async function startLoopback(handler: Handler): Promise<Loopback> {
	const sockets = new Set<Socket>();
	const busySockets = new Set<Socket>();
	const requests: { method: string; url: string }[] = [];
	const server: Server = createServer((request, response) => {
		if (!request.socket.destroyed) busySockets.add(request.socket);
		const index = requests.length;
		requests.push({ method: request.method ?? "", url: request.url ?? "" });
		// The body is drained first, so a handler that resets the socket is not racing an upload.
		request.resume();
		request.on("end", () => {
			Promise.resolve(handler(request, response, index)).catch(() => response.destroy());
		});
	});
	server.on("connection", (socket) => {
		sockets.add(socket);
		socket.on("close", () => {
			sockets.delete(socket);
			busySockets.delete(socket);
		});
	});
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	const { port } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${port}`,
		requests,
		socketsClosed: async (ms = 1_000) => {
			const deadline = Date.now() + ms;
			while (busySockets.size > 0) {
				if (Date.now() > deadline) throw new Error(`${busySockets.size} socket(s) still open after ${ms} ms`);
				await new Promise((resolve) => setTimeout(resolve, 10));
			}
		},
		close: () =>
			new Promise<void>((resolve) => {
				for (const socket of sockets) socket.destroy();
				server.close(() => resolve());
			}),
	};
}

/** Writes one server-sent event. */
export function writeEvent(response: ServerResponse, payload: unknown): void {
	response.write(`data: ${typeof payload === "string" ? payload : JSON.stringify(payload)}\n\n`);
}

export function chatChunk(content: string) {
	return { id: "c", created: 1, model: "m", choices: [{ index: 0, delta: { role: "assistant", content } }] };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Servers started by the running test (serve), closed after it: each test file that imports this gets the hook. */
const served: Loopback[] = [];
afterEach(async () => {
	await Promise.all(served.splice(0).map((server) => server.close()));
});

/** startLoopback, closed once the test is over. */
export async function serve(handler: Handler): Promise<Loopback> {
	const server = await startLoopback(handler);
	served.push(server);
	return server;
}

/** The error the promise rejects with; a promise that resolves fails the test. */
export async function failure(promise: Promise<unknown>): Promise<unknown> {
	return promise.then(
		(value) => {
			throw new Error(`expected a failure, got ${JSON.stringify(value)}`);
		},
		(error: unknown) => error,
	);
}

/** textClassification on the loopback endpoint (hf-inference, no hub lookup), carrying `accessToken`. */
export function classify(
	loopback: Loopback,
	accessToken: string,
	options: Parameters<typeof textClassification>[1] = {},
) {
	return textClassification({ endpointUrl: `${loopback.url}/models/m`, inputs: "I like it", accessToken }, options);
}
