// Node's http server in front of a Web-standard handler: IncomingMessage -> Request, Response -> ServerResponse.
// Written here (not an adapter package) for the two things a relaying gateway must get right: a client that goes
// away aborts the request's signal at once, and the response body is read only as fast as the socket drains.
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { BufferedRequest } from "./buffered-request.js";

export type FetchHandler = (request: Request) => Promise<Response>;

/** Bodies up to this size with a Content-Length are read whole before the handler runs (BufferedRequest). */
const BUFFERED_BODY_MAX = 1024 * 1024;

function headersOf(incoming: IncomingMessage): Headers {
	const headers = new Headers();
	const raw = incoming.rawHeaders;
	for (let i = 0; i + 1 < raw.length; i += 2) {
		try {
			headers.append(raw[i] as string, raw[i + 1] as string);
		} catch {
			// A header the Fetch API refuses (a forbidden byte) is dropped, not a crash.
		}
	}
	return headers;
}

/** The body's size when it is small enough to read whole and says so; undefined for others (streamed). */
function bufferedLength(incoming: IncomingMessage): number | undefined {
	if (incoming.headers["transfer-encoding"] !== undefined) return undefined;
	const declared = incoming.headers["content-length"];
	if (declared === undefined) return incoming.method === "GET" || incoming.method === "HEAD" ? 0 : undefined;
	const length = Number(declared);
	return Number.isInteger(length) && length >= 0 && length <= BUFFERED_BODY_MAX ? length : undefined;
}

/** The whole body (`length` bytes announced); undefined if the client went away before sending it. */
function readWhole(incoming: IncomingMessage, length: number): Promise<Uint8Array<ArrayBuffer> | undefined> {
	return new Promise((resolve) => {
		const parts: Buffer<ArrayBuffer>[] = [];
		incoming.on("data", (part: Buffer<ArrayBuffer>) => parts.push(part));
		incoming.once("end", () => resolve(parts.length === 1 ? parts[0] : Buffer.concat(parts, length)));
		incoming.once("error", () => resolve(undefined));
		incoming.once("close", () => {
			if (!incoming.complete) resolve(undefined);
		});
	});
}

async function requestOf(incoming: IncomingMessage, origin: string, signal: AbortSignal): Promise<Request | undefined> {
	const url = new URL(incoming.url ?? "/", origin).href;
	const method = incoming.method ?? "GET";
	const headers = headersOf(incoming);
	const length = bufferedLength(incoming);
	if (length !== undefined) {
		const bytes = length === 0 ? null : await readWhole(incoming, length);
		if (bytes === undefined) return undefined;
		return new BufferedRequest(url, { method, headers }, method === "GET" || method === "HEAD" ? null : bytes, signal);
	}
	const init: RequestInit & { duplex?: "half" } = { method, headers, signal };
	if (method !== "GET" && method !== "HEAD") {
		init.body = Readable.toWeb(incoming) as ReadableStream<Uint8Array>;
		init.duplex = "half";
	}
	return new Request(url, init);
}

/** Resolves when the socket can take more (or is gone: `false`). */
function drained(outgoing: ServerResponse): Promise<boolean> {
	return new Promise((resolve) => {
		const done = (ok: boolean) => {
			outgoing.off("drain", onDrain);
			outgoing.off("close", onClose);
			resolve(ok);
		};
		const onDrain = () => done(true);
		const onClose = () => done(false);
		outgoing.on("drain", onDrain);
		outgoing.on("close", onClose);
	});
}

async function writeResponse(response: Response, outgoing: ServerResponse): Promise<void> {
	const headers: Record<string, string | string[]> = {};
	response.headers.forEach((value, name) => {
		if (name !== "set-cookie") headers[name] = value;
	});
	const cookies = response.headers.getSetCookie();
	if (cookies.length > 0) headers["set-cookie"] = cookies;
	if (response.body && headers["content-type"]?.toString().startsWith("application/json")) {
		// The gateway's JSON answers are built whole in memory (never streamed): sent as one buffer with its length.
		const bytes = Buffer.from(await response.arrayBuffer());
		headers["content-length"] = String(bytes.length);
		outgoing.writeHead(response.status, headers);
		return void outgoing.end(bytes);
	}
	outgoing.writeHead(response.status, headers);
	if (!response.body) return void outgoing.end();
	const reader = response.body.getReader();
	const onClose = () => reader.cancel(new Error("the client closed the connection")).catch(() => {});
	outgoing.once("close", onClose);
	try {
		for (;;) {
			const { done, value } = await reader.read();
			if (done) break;
			if (!outgoing.write(value) && !(await drained(outgoing))) return;
		}
		outgoing.end();
	} catch {
		// The body failed after its status was sent: cut the connection so the client sees it incomplete.
		outgoing.destroy();
	} finally {
		outgoing.off("close", onClose);
	}
}

function answer(handler: FetchHandler, request: Request, outgoing: ServerResponse): void {
	handler(request)
		.then((response) => writeResponse(response, outgoing))
		.catch(() => {
			if (!outgoing.headersSent) outgoing.writeHead(500, { "content-type": "application/json" });
			outgoing.end(
				JSON.stringify({ error: { message: "The gateway failed.", type: "api_error", param: null, code: null } }),
			);
		});
}

/** A `request` listener for node:http answering with `handler`. */
export function nodeListener(handler: FetchHandler, origin: () => string) {
	return (incoming: IncomingMessage, outgoing: ServerResponse) => {
		const controller = new AbortController();
		outgoing.once("close", () => {
			if (!outgoing.writableFinished) controller.abort(new Error("the client closed the connection"));
		});
		requestOf(incoming, origin(), controller.signal).then(
			(request) => {
				// undefined: the client left before sending its body; nobody to answer.
				if (request) answer(handler, request, outgoing);
			},
			() => {
				outgoing.writeHead(400, { "content-type": "application/json" });
				outgoing.end(
					JSON.stringify({
						error: { message: "Malformed request.", type: "invalid_request_error", param: null, code: null },
					}),
				);
			},
		);
	};
}
