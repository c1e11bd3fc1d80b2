// Node's http server in front of a Web-standard handler: IncomingMessage -> Request, Response -> ServerResponse.
// Written here (not an adapter package) for the two things a relaying gateway must get right: a client that goes
// away aborts the request's signal at once, and the response body is read only as fast as the socket drains.
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";

export type FetchHandler = (request: Request) => Promise<Response>;

function requestOf(incoming: IncomingMessage, origin: string, signal: AbortSignal): Request {
	const headers = new Headers();
	const raw = incoming.rawHeaders;
	for (let i = 0; i + 1 < raw.length; i += 2) {
		try {
			headers.append(raw[i] as string, raw[i + 1] as string);
		} catch {
			// A header the Fetch API refuses (a forbidden byte) is dropped, not a crash.
		}
	}
	const method = incoming.method ?? "GET";
	const init: RequestInit & { duplex?: "half" } = { method, headers, signal };
	if (method !== "GET" && method !== "HEAD") {
		init.body = Readable.toWeb(incoming) as ReadableStream<Uint8Array>;
		init.duplex = "half";
	}
	return new Request(new URL(incoming.url ?? "/", origin), init);
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

/** A `request` listener for node:http answering with `handler`. */
export function nodeListener(handler: FetchHandler, origin: () => string) {
	return (incoming: IncomingMessage, outgoing: ServerResponse) => {
		const controller = new AbortController();
		outgoing.once("close", () => {
			if (!outgoing.writableFinished) controller.abort(new Error("the client closed the connection"));
		});
		let request: Request;
		try {
			request = requestOf(incoming, origin(), controller.signal);
		} catch {
			outgoing.writeHead(400, { "content-type": "application/json" });
			return void outgoing.end(
				JSON.stringify({
					error: { message: "Malformed request.", type: "invalid_request_error", param: null, code: null },
				}),
			);
		}
		handler(request)
			.then((response) => writeResponse(response, outgoing))
			.catch(() => {
				if (!outgoing.headersSent) outgoing.writeHead(500, { "content-type": "application/json" });
				outgoing.end(
					JSON.stringify({ error: { message: "The gateway failed.", type: "api_error", param: null, code: null } }),
				);
			});
	};
}
