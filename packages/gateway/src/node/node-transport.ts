// The fetch `modelyard serve` hands its InferenceClient (the client's `fetch` option): every upstream call still goes
// through @modelyard/inference (routing, retries, breakers, receipts); only the bytes travel on node:http(s) with
// keep-alive agents instead of Node's built-in fetch, whose own machinery (a Request per call, its body teed for
// redirects, web streams both ways) costs each call about three times the CPU of the request itself (issue 37's
// bench). What it takes on: the calls the client makes with a string or byte body and `redirect: "manual"` (every
// credentialed call: the 3xx comes back as is, the client follows it). Anything else (forms, streams, followed
// redirects, other schemes) goes to the built-in fetch unchanged.
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import type { Readable } from "node:stream";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

const DECODERS: Record<string, () => NodeJS.ReadWriteStream> = {
	gzip: createGunzip,
	"x-gzip": createGunzip,
	deflate: createInflate,
	br: createBrotliDecompress,
};

type Body = string | ArrayBuffer | ArrayBufferView;

function isPlainBody(body: unknown): body is Body | null | undefined {
	return (
		body === undefined ||
		body === null ||
		typeof body === "string" ||
		body instanceof ArrayBuffer ||
		ArrayBuffer.isView(body)
	);
}

function bytesOf(body: Body): Buffer {
	if (typeof body === "string") return Buffer.from(body);
	if (body instanceof ArrayBuffer) return Buffer.from(body);
	return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
}

/** The request's headers as node:http takes them, with the defaults fetch would add. */
function headersOf(init: HeadersInit | undefined, body: Buffer | undefined): OutgoingHttpHeaders {
	const headers: OutgoingHttpHeaders = {};
	new Headers(init).forEach((value, name) => {
		headers[name] = value;
	});
	headers["accept"] ??= "*/*";
	headers["accept-encoding"] ??= "gzip, deflate, br";
	headers["user-agent"] ??= "node";
	if (body !== undefined) {
		headers["content-type"] ??= "text/plain;charset=UTF-8";
		headers["content-length"] = body.length;
	}
	return headers;
}

/** The Fetch API's failure for a body cut short: the caller's abort reason, else TypeError("terminated"). */
function cutShort(signal: AbortSignal | undefined, cause: unknown): unknown {
	return signal?.aborted ? signal.reason : new TypeError("terminated", { cause });
}

/**
 * An upstream answer as a Response. Made without a body (a Response given one builds a web stream at once, the
 * costliest part of a call relayed whole), it reads `answer` directly when asked for its `text()`, `json()` or
 * `arrayBuffer()` (the client reads JSON answers so); `body` makes the stream the first time it is asked for, and
 * anything else (`blob()`, `formData()`, `clone()`) goes to an ordinary Response over that stream.
 */
class NodeResponse extends Response {
	readonly #answer: IncomingMessage;
	readonly #source: Readable;
	readonly #signal: AbortSignal | undefined;
	#read = false;
	#stream: ReadableStream<Uint8Array<ArrayBuffer>> | undefined;
	#ordinary: Response | undefined;

	constructor(answer: IncomingMessage, source: Readable, signal: AbortSignal | undefined) {
		super(null, { status: answer.statusCode ?? 0, statusText: answer.statusMessage });
		appendHeaders(this.headers, answer.rawHeaders);
		this.#answer = answer;
		this.#source = source;
		this.#signal = signal;
	}

	override get body(): ReadableStream<Uint8Array<ArrayBuffer>> {
		this.#stream ??= this.#read ? usedStream() : bodyStream(this.#answer, this.#source, this.#signal);
		return this.#stream;
	}

	override get bodyUsed(): boolean {
		return this.#read || (this.#stream?.locked ?? false);
	}

	#orOrdinary(): Response {
		this.#ordinary ??= new Response(this.body, {
			status: this.status,
			statusText: this.statusText,
			headers: this.headers,
		});
		return this.#ordinary;
	}

	/** Every byte of the body, read from the socket (decoded as fetch decodes it). */
	#whole(): Promise<Buffer> {
		if (this.#stream || this.#read)
			return this.#orOrdinary()
				.arrayBuffer()
				.then((bytes) => Buffer.from(bytes));
		this.#read = true;
		const answer = this.#answer;
		const source = this.#source;
		const signal = this.#signal;
		return new Promise((resolve, reject) => {
			const parts: Buffer[] = [];
			source.on("data", (part: Buffer) => parts.push(part));
			source.once("end", () => resolve(parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts)));
			source.once("error", (cause) => reject(cutShort(signal, cause)));
			answer.once("close", () => {
				if (!answer.complete) reject(cutShort(signal, new Error("the connection closed before the body's end")));
			});
		});
	}

	override text(): Promise<string> {
		return this.#whole().then((bytes) => bytes.toString("utf8"));
	}

	override json(): Promise<unknown> {
		return this.text().then(JSON.parse);
	}

	override arrayBuffer(): Promise<ArrayBuffer> {
		return this.#whole().then((bytes) => new Uint8Array(bytes).buffer);
	}

	override blob(): Promise<Blob> {
		return this.#orOrdinary().blob();
	}

	override formData(): Promise<FormData> {
		return this.#orOrdinary().formData();
	}

	override clone(): Response {
		return this.#orOrdinary().clone();
	}
}

/** A body already read: any read of it fails, as a used Response's does. */
function usedStream(): ReadableStream<Uint8Array<ArrayBuffer>> {
	return new ReadableStream({
		start: (controller) => controller.error(new TypeError("Body is unusable: Body has already been read")),
	});
}

function appendHeaders(headers: Headers, raw: string[]): void {
	for (let i = 0; i + 1 < raw.length; i += 2) {
		try {
			headers.append(raw[i] as string, raw[i + 1] as string);
		} catch {
			// A header the Fetch API refuses is dropped, as a browser would.
		}
	}
}

/** The answer as a Response: headers as sent, the body read as the reader asks (decoded as fetch decodes it). */
function responseOf(answer: IncomingMessage, method: string, signal: AbortSignal | undefined): Response {
	const status = answer.statusCode ?? 0;
	if (NULL_BODY_STATUSES.has(status) || method === "HEAD") {
		answer.resume();
		const headers = new Headers();
		appendHeaders(headers, answer.rawHeaders);
		return new Response(null, { status, statusText: answer.statusMessage, headers });
	}
	const encoding = answer.headers["content-encoding"]?.trim().toLowerCase();
	const decoder = encoding ? DECODERS[encoding] : undefined;
	const source: Readable = decoder ? (answer.pipe(decoder()) as unknown as Readable) : answer;
	if (decoder) answer.once("error", (error) => source.destroy(error));
	return new NodeResponse(answer, source, signal);
}

/**
 * A byte stream of `source`, paused while its reader is behind (a slow reader slows the upstream read). A body cut
 * before its end errors the stream with fetch's TypeError("terminated").
 */
function bodyStream(
	answer: IncomingMessage,
	source: Readable,
	signal: AbortSignal | undefined,
): ReadableStream<Uint8Array<ArrayBuffer>> {
	// Closed, errored or cancelled: a late chunk or event of the socket is dropped.
	let over = false;
	return new ReadableStream<Uint8Array<ArrayBuffer>>({
		start(controller) {
			const fail = (cause: unknown) => {
				if (over) return;
				over = true;
				// The caller's abort ends the body with its reason, as fetch does.
				controller.error(cutShort(signal, cause));
			};
			source.on("data", (chunk: Buffer) => {
				if (over) return;
				controller.enqueue(new Uint8Array(chunk.buffer as ArrayBuffer, chunk.byteOffset, chunk.byteLength));
				if ((controller.desiredSize ?? 1) <= 0) source.pause();
			});
			source.once("end", () => {
				if (over) return;
				over = true;
				controller.close();
			});
			source.once("error", fail);
			answer.once("close", () => {
				if (!answer.complete) fail(new Error("the connection closed before the body's end"));
			});
		},
		pull() {
			source.resume();
		},
		cancel() {
			over = true;
			// All of it arrived (an answer the client does not read: a retried 429 or 503, a redirect): what is
			// buffered is dropped and the connection goes back to the pool, as fetch keeps it. Cut short, the
			// connection is closed: the provider stops sending.
			if (answer.complete) {
				source.resume();
				answer.resume();
			} else {
				answer.destroy();
			}
		},
	});
}

/** Node's fetch, in the gateway's fast path where it can be: see the file's head. Owns its keep-alive agents. */
export class NodeTransport {
	readonly #http: HttpAgent;
	readonly #https: HttpsAgent;

	/**
	 * `idleMs`: how long a kept connection may sit unused before it is closed (4 s, as Node's fetch; shorter when the
	 * server's `Keep-Alive: timeout` says so): a server closing it first would fail the next call sent on it, and a
	 * POST that failed so is not sent again.
	 */
	constructor({ idleMs = 4000 }: { idleMs?: number } = {}) {
		this.#http = new HttpAgent({ keepAlive: true, timeout: idleMs });
		this.#https = new HttpsAgent({ keepAlive: true, timeout: idleMs });
	}

	readonly fetch = (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
		const url = typeof input === "string" ? input : input instanceof URL ? input.href : undefined;
		const secure = url?.startsWith("https:");
		if (
			url === undefined ||
			!(secure || url.startsWith("http:")) ||
			init.redirect !== "manual" ||
			!isPlainBody(init.body)
		) {
			return globalThis.fetch(input, init);
		}
		const signal = init.signal ?? undefined;
		if (signal?.aborted) return Promise.reject(signal.reason);
		return new Promise<Response>((resolve, reject) => {
			const method = (init.method ?? "GET").toUpperCase();
			const plain = init.body as Body | null | undefined;
			const body = plain === undefined || plain === null ? undefined : bytesOf(plain);
			let settled = false;
			let answer: IncomingMessage | undefined;
			const onAbort = () => {
				const reason = signal?.reason;
				if (answer) answer.destroy(reason);
				else call.destroy();
				if (!settled) {
					settled = true;
					reject(reason);
				}
			};
			const send = secure ? httpsRequest : httpRequest;
			let call: ReturnType<typeof httpRequest>;
			try {
				call = send(url, { method, headers: headersOf(init.headers, body), agent: secure ? this.#https : this.#http });
			} catch (cause) {
				// An invalid header or URL: fetch's TypeError.
				return reject(new TypeError((cause as Error).message, { cause }));
			}
			signal?.addEventListener("abort", onAbort, { once: true });
			call.once("response", (message) => {
				answer = message;
				message.once("close", () => signal?.removeEventListener("abort", onAbort));
				if (settled) return void message.destroy();
				settled = true;
				try {
					resolve(responseOf(message, method, signal));
				} catch (cause) {
					message.destroy();
					reject(new TypeError("fetch failed", { cause }));
				}
			});
			call.once("error", (cause) => {
				if (answer === undefined) signal?.removeEventListener("abort", onAbort);
				if (settled) return;
				settled = true;
				// As fetch: a network failure is a TypeError (the client retries it where the method allows).
				reject(new TypeError("fetch failed", { cause }));
			});
			call.end(body);
		});
	};

	/** Closes the kept-alive connections. */
	close(): void {
		this.#http.destroy();
		this.#https.destroy();
	}
}
