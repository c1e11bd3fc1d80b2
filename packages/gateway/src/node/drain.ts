// SIGTERM on Node: stop taking requests, let those in flight (streams included) finish up to a deadline, then close.
import type { Server, ServerOptions } from "node:http";
import type { Readiness } from "../readiness.js";

/** How long a client may take to send what it sends (ms). */
export interface SocketTimeouts {
	/** Until the request's headers are complete (a slow-loris client is cut here); default 10 s. */
	headersTimeoutMs?: number;
	/** Until the whole request, body included, is in; default 120 s (25 MB at about 200 KB/s). */
	bodyTimeoutMs?: number;
}

/**
 * Options for `http.createServer`: Node checks its header and request deadlines only every
 * `connectionsCheckingInterval` (30 s by default), so a deadline of 10 s could hold a socket for 40; checked every
 * second instead.
 */
export function serverOptions({
	headersTimeoutMs = 10_000,
	bodyTimeoutMs = 120_000,
}: SocketTimeouts = {}): ServerOptions {
	return {
		headersTimeout: headersTimeoutMs,
		requestTimeout: Math.max(bodyTimeoutMs, headersTimeoutMs),
		connectionsCheckingInterval: Math.min(1000, headersTimeoutMs),
	};
}

/** Counts a server's requests from their arrival until their response has been sent to the end (or cut). */
export class InFlight {
	#count = 0;
	#onIdle: (() => void)[] = [];

	constructor(server: Server, readiness: Readiness) {
		server.on("request", (_request, response) => {
			this.#count++;
			// Answered while draining: the client should not send its next request on this socket.
			if (readiness.draining) response.shouldKeepAlive = false;
			response.once("close", () => {
				this.#count--;
				if (this.#count === 0) for (const resolve of this.#onIdle.splice(0)) resolve();
			});
		});
	}

	get count(): number {
		return this.#count;
	}

	idle(): Promise<void> {
		return this.#count === 0 ? Promise.resolve() : new Promise((resolve) => this.#onIdle.push(resolve));
	}
}

export interface Drained {
	/** Requests still running at the deadline (cut when the server closed). */
	cut: number;
}

/**
 * Drains: `/readyz` and new requests answer 503 at once, requests in flight go on until done or `timeoutMs` has
 * passed; then the server closes every connection. Idle keep-alive sockets are closed at the start.
 */
export async function drain(
	server: Server,
	inFlight: InFlight,
	readiness: Readiness,
	timeoutMs: number,
): Promise<Drained> {
	readiness.drain();
	server.closeIdleConnections();
	let timer: NodeJS.Timeout | undefined;
	const deadline = new Promise<void>((resolve) => {
		timer = setTimeout(resolve, timeoutMs);
	});
	await Promise.race([inFlight.idle(), deadline]);
	clearTimeout(timer);
	const cut = inFlight.count;
	await new Promise<void>((resolve) => {
		server.close(() => resolve());
		server.closeAllConnections();
	});
	return { cut };
}
