// Node's http server in front of a Web-standard handler, through Hono's own Node adapter (@hono/node-server). Its
// Request reads the IncomingMessage only as far as it is asked, and its Response keeps a string or bytes body as
// given and writes it in one piece with its length: Node 20's own Response builds a web stream for every body,
// which made a third of a relayed call's cost (issue 37's bench). For that it puts its lighter Request and
// Response in place of the process's globals (`instanceof` holds both ways). What a relaying gateway needs of it is
// tested over real sockets (node-adapter.test.ts, stream-faults.test.ts): a client that goes away aborts the
// request's signal at once, and a streamed body is read only as fast as the socket drains. Small bodies are read
// whole before the handler runs, so a client that leaves halfway is never answered (a body read from the socket
// as it comes can wait forever for the rest).
import type { IncomingMessage, ServerResponse } from "node:http";
import { getRequestListener, RequestError } from "@hono/node-server";

export type FetchHandler = (request: Request) => Promise<Response>;

/** OpenAI's error object, for the two answers the adapter itself gives. */
function failure(status: number, message: string, type: string): Response {
	return new Response(JSON.stringify({ error: { message, type, param: null, code: null } }), {
		status,
		headers: { "content-type": "application/json" },
	});
}

/** Bodies up to this size with a Content-Length are read whole before the handler runs. */
const BUFFERED_BODY_MAX = 1024 * 1024;

/** The body's size when it is small enough to read whole and says so (not 0); undefined for others. */
function bufferedLength(incoming: IncomingMessage): number | undefined {
	if (incoming.headers["transfer-encoding"] !== undefined) return undefined;
	const length = Number(incoming.headers["content-length"] ?? Number.NaN);
	return Number.isInteger(length) && length > 0 && length <= BUFFERED_BODY_MAX ? length : undefined;
}

/** The whole body (`length` bytes announced); undefined if the client went away before sending it. */
function readWhole(incoming: IncomingMessage, length: number): Promise<Buffer | undefined> {
	return new Promise((resolve) => {
		const parts: Buffer[] = [];
		incoming.on("data", (part: Buffer) => parts.push(part));
		incoming.once("end", () => resolve(parts.length === 1 ? parts[0] : Buffer.concat(parts, length)));
		incoming.once("error", () => resolve(undefined));
		incoming.once("close", () => {
			if (!incoming.complete) resolve(undefined);
		});
	});
}

/** A `request` listener for node:http answering with `handler`. */
export function nodeListener(handler: FetchHandler): (incoming: IncomingMessage, outgoing: ServerResponse) => void {
	const listener = getRequestListener(handler, {
		errorHandler: (error) =>
			error instanceof RequestError
				? failure(400, "Malformed request.", "invalid_request_error")
				: failure(500, "The gateway failed.", "api_error"),
	});
	return (incoming, outgoing) => {
		const length = bufferedLength(incoming);
		if (length === undefined) return void listener(incoming, outgoing);
		readWhole(incoming, length).then((body) => {
			// undefined: the client left before sending its body; nobody to answer.
			if (body === undefined) return;
			// The adapter's Request takes a body already read from `rawBody` (as on serverless platforms).
			Object.assign(incoming, { rawBody: body });
			return listener(incoming, outgoing);
		});
	};
}
