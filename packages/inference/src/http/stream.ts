import {
	InferenceClientError,
	InferenceClientStreamError,
	type InferenceErrorKind,
	isRecord,
	kindOfStatus,
} from "../errors/index.js";
import { createHttpError, requestIdOf, requestInfo } from "./error-body.js";
import { afterDelay } from "./retry.js";
import { discardBody, sendWithWording } from "./send.js";
import { type SseEvent, SseEventDecoder } from "./sse.js";
import type { HttpOptions, HttpRequest } from "./types.js";

/** The payload that closes OpenAI-style streams; events after it are ignored. */
const DONE_MARKER = "[DONE]";
/** One options object for every chunk: decode() is on the hot path. */
const STREAMING_DECODE: TextDecodeOptions = { stream: true };
/**
 * After [DONE], the rest of the body (its end, most often in the next packet) is read in the background, for at most
 * this many reads and this long, and never yielded: a body cancelled before its end closes its connection, so every
 * stream would pay a new one (a TLS handshake to the provider) where its end lets the next call reuse it. A body
 * that goes on is cancelled.
 */
const DRAIN_AFTER_DONE = { reads: 4, ms: 1000 };
/** How much of an unreadable payload an error message shows. */
const PAYLOAD_PREVIEW_LENGTH = 200;

function isEventStream(contentType: string): boolean {
	return contentType.toLowerCase().startsWith("text/event-stream");
}

function forwardedMessage(error: unknown): string {
	if (typeof error === "string") return error;
	if (typeof error === "object" && error !== null && "message" in error && typeof error.message === "string") {
		return error.message;
	}
	return JSON.stringify(error);
}

/** Error types that say the input was refused: OpenAI's, and TGI's `error_type`. */
const REFUSED_INPUT_TYPES: readonly unknown[] = ["invalid_request_error", "validation"];

function isHttpStatus(value: unknown): value is number {
	return typeof value === "number" && Number.isInteger(value) && value >= 400 && value <= 599;
}

/**
 * What a forwarded error says went wrong, as the kind of an HTTP answer would: the status it carries (OpenAI-style
 * `error.status` / `error.code`, or at the top), else "bad-request" for a refused input, else "server" (overloaded,
 * a failed generation). A call with fallback moves on after the second and stops at the first, as for a 400.
 */
function kindOfForwardedError(payload: Record<string, unknown>): InferenceErrorKind {
	const error: Record<string, unknown> = isRecord(payload.error) ? payload.error : {};
	const status = [error.status, error.code, payload.status, payload.code, payload.status_code].find(isHttpStatus);
	if (status !== undefined) return kindOfStatus(status);
	return REFUSED_INPUT_TYPES.includes(error.type ?? payload.error_type) ? "bad-request" : "server";
}

function streamErrorDetails(
	request: HttpRequest,
	options: HttpOptions,
	data: unknown,
	kind: InferenceErrorKind,
	cause?: unknown,
) {
	return {
		httpRequest: requestInfo(request),
		data,
		provider: options.provider,
		kind,
		cause,
	};
}

/**
 * The JSON payload of an event; undefined for an empty keep-alive event, or for an unreadable event flushed
 * at end of stream (not closed by a blank line: a truncated or garbled tail, dropped as 3.x and WHATWG do).
 * Throws forwarded errors.
 */
function payloadOf(event: SseEvent, flushed: boolean, request: HttpRequest, options: HttpOptions): unknown {
	const data = event.data;
	let parsed: unknown;
	try {
		parsed = JSON.parse(data);
	} catch (cause) {
		if (flushed || data.trim() === "") return undefined;
		const preview = data.slice(0, PAYLOAD_PREVIEW_LENGTH);
		// An unreadable event is an answer of the wrong shape ("output"), unless the backend marked it an error.
		if (event.event === "error") {
			const details = streamErrorDetails(request, options, preview, "server", cause);
			throw new InferenceClientStreamError(`Error forwarded from backend: ${preview}`, details);
		}
		const details = streamErrorDetails(request, options, preview, "output", cause);
		throw new InferenceClientStreamError(`Stream event is not valid JSON: ${preview}`, details);
	}
	if (isRecord(parsed) && parsed.error) {
		throw new InferenceClientStreamError(
			`Error forwarded from backend: ${forwardedMessage(parsed.error)}`,
			streamErrorDetails(request, options, parsed, kindOfForwardedError(parsed)),
		);
	}
	return parsed;
}

/** A read that failed mid-stream: the caller's abort reason as is, else a typed "interrupted" error. */
function readFailure(error: unknown, request: HttpRequest, options: HttpOptions): unknown {
	if (options.signal?.aborted) return options.signal.reason;
	if (error instanceof InferenceClientError) return error;
	const reason = error instanceof Error && error.message ? `: ${error.message}` : "";
	return new InferenceClientStreamError(
		`Event stream interrupted${reason}`,
		streamErrorDetails(request, options, undefined, "connection", error),
	);
}

/** The payloads of an event stream whose answer came (its headers checked), read chunk by chunk. */
export interface EventReader<T = unknown> {
	/**
	 * The payloads of the next chunks read, at least one; undefined once the stream ended (`[DONE]`, or the end of
	 * the body). An event that fails (a forwarded error, unreadable JSON) is thrown by the read after the one that
	 * returned the events before it.
	 */
	read(): Promise<T[] | undefined>;
	/** Stops reading: cancels the body, releasing the connection (nothing once the body was read to its end). */
	cancel(): void;
}

/**
 * Sends the request (retried as sendRequest does, only before the stream starts: never once an event was read)
 * and checks it is an event stream; its reader returns the JSON payload of each event (through `mapPayload` when
 * given, e.g. a provider's chunks into the declared type) until `[DONE]` or the end of the body. An event whose
 * JSON has an `error` throws "Error forwarded from backend: {msg}". A caller that yields the payloads reads them
 * in batches, without a generator of its own per event.
 */
export function openEventStream<T = unknown>(
	request: HttpRequest,
	options: HttpOptions,
	mapPayload?: (payload: unknown) => unknown,
): Promise<EventReader<T>> {
	return sendWithWording(request, options, "stream").then((response) => {
		const contentType = response.headers.get("content-type") ?? "";
		if (!isEventStream(contentType)) {
			discardBody(response);
			const requestId = requestIdOf(response.headers, undefined);
			throw createHttpError(
				options.service,
				`Server does not support event stream content type, it returned ${contentType || "none"}`,
				{
					httpRequest: requestInfo(request),
					httpResponse: { status: response.status, body: undefined, requestId },
					provider: options.provider,
				},
			);
		}
		if (!response.body) return { read: async () => undefined, cancel: () => {} };
		return bodyEventReader<T>(response.body.getReader(), request, options, mapPayload);
	});
}

/** The reader of an event stream's body. Locals, not a class: bundles built for ES2020 define class fields one by one. */
function bodyEventReader<T>(
	reader: ReadableStreamDefaultReader<Uint8Array>,
	request: HttpRequest,
	options: HttpOptions,
	mapPayload: ((payload: unknown) => unknown) | undefined,
): EventReader<T> {
	// ignoreBOM: the SSE decoder strips the one BOM the standard allows; TextDecoder must not strip another.
	const text = new TextDecoder("utf-8", { ignoreBOM: true });
	const decoder = new SseEventDecoder();
	const events: SseEvent[] = [];
	/** The body was read to its end: nothing to cancel. */
	let bodyRead = false;
	/** No event comes after those returned: the body's end, `[DONE]`, or a failure. */
	let ended = false;
	/** `[DONE]` came before the body's end. */
	let doneMarker = false;
	/** A failure that came after events of the same read: thrown by the next read. */
	let failure: { error: unknown } | undefined;

	/** The payloads of one chunk of the body, into `payloads`; throws what fails (the events before it stay in). */
	const decode = (chunk: ReadableStreamReadResult<Uint8Array>, payloads: T[]): void => {
		// Events from this index on were flushed by end(): their closing blank line never came.
		let firstFlushed = Number.POSITIVE_INFINITY;
		if (chunk.done) {
			bodyRead = true;
			ended = true;
			decoder.push(text.decode(), events);
			firstFlushed = events.length;
			decoder.end(events);
		} else {
			decoder.push(text.decode(chunk.value, STREAMING_DECODE), events);
		}
		try {
			for (let index = 0; index < events.length; index++) {
				const event = events[index] as SseEvent;
				if (event.data === DONE_MARKER) {
					ended = true;
					doneMarker = !bodyRead;
					return;
				}
				const payload = payloadOf(event, index >= firstFlushed, request, options);
				if (payload !== undefined) payloads.push((mapPayload ? mapPayload(payload) : payload) as T);
			}
		} finally {
			events.length = 0;
		}
	};
	const cancel = (): void => {
		if (bodyRead) return;
		bodyRead = true;
		reader.cancel().catch(() => {});
	};
	/** The body's rest after [DONE], read to its end in the background (DRAIN_AFTER_DONE), else cancelled. */
	const drain = (): void => {
		if (bodyRead) return;
		bodyRead = true;
		let over = false;
		let stopClock: (() => void) | undefined;
		let reads = 0;
		const finish = (cut: boolean): void => {
			over = true;
			stopClock?.();
			if (cut) reader.cancel().catch(() => {});
		};
		const next = (): void => {
			reader.read().then(
				(chunk) => (!chunk.done && ++reads < DRAIN_AFTER_DONE.reads ? next() : finish(!chunk.done)),
				() => finish(false),
			);
		};
		next();
		// Most often the body's end is already here and the reads above finish within two turns of the microtask
		// queue: the clock (a timer, costly next to a whole in-memory call) is set only for a body still open then.
		Promise.resolve()
			.then()
			.then(() => {
				if (!over) stopClock = afterDelay(DRAIN_AFTER_DONE.ms, () => finish(true));
			});
	};
	const read = async (): Promise<T[] | undefined> => {
		if (failure) {
			const { error } = failure;
			failure = undefined;
			throw error;
		}
		const payloads: T[] = [];
		try {
			while (payloads.length === 0 && !ended) {
				let chunk: ReadableStreamReadResult<Uint8Array>;
				try {
					chunk = await reader.read();
				} catch (error) {
					throw readFailure(error, request, options);
				}
				decode(chunk, payloads);
			}
		} catch (error) {
			ended = true;
			if (payloads.length === 0) {
				cancel();
				throw error;
			}
			failure = { error };
		}
		// [DONE] before the end of the body: its end is read on, for the connection; a failure: it is released.
		if (ended) {
			if (doneMarker && failure === undefined) drain();
			else cancel();
		}
		return payloads.length > 0 ? payloads : undefined;
	};
	return { read, cancel };
}
