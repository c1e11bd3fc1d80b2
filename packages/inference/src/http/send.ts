import { InferenceClientError } from "../errors/index.js";
import { createHttpError, type ErrorWording, errorFromResponse, requestInfo } from "./error-body.js";
import { isRetryableStatus, realSleep, retryDelay } from "./retry.js";
import type { HttpOptions, HttpRequest } from "./types.js";

/**
 * A fetch that threw without an abort: the network failed. Named by host; the fetch's own message is kept
 * without the request's query string (some fetch polyfills quote the full URL).
 */
function networkError(error: unknown, request: HttpRequest, options: HttpOptions): unknown {
	if (error instanceof InferenceClientError) return error;
	let host = "the server";
	try {
		host = new URL(request.url).host;
	} catch {
		// A relative URL: keep the generic wording.
	}
	const urlWithoutQuery = request.url.split(/[?#]/, 1)[0] ?? "";
	const reason =
		error instanceof Error && error.message ? `: ${error.message.split(request.url).join(urlWithoutQuery)}` : "";
	return createHttpError(options.errorKind, `Network error while calling ${host}${reason}`, {
		cause: error,
		httpRequest: requestInfo(request),
		httpResponse: { status: 0, body: undefined },
		provider: options.provider,
	});
}

/** The promise, or a rejection with the abort reason as soon as the signal aborts (a custom fetch may ignore it). */
function settleOrAbort<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
	if (!signal) return promise;
	return new Promise<T>((resolve, reject) => {
		const onAbort = () => reject(signal.reason);
		if (signal.aborted) onAbort();
		else signal.addEventListener("abort", onAbort, { once: true });
		promise.then(
			(value) => {
				signal.removeEventListener("abort", onAbort);
				resolve(value);
			},
			(error: unknown) => {
				signal.removeEventListener("abort", onAbort);
				reject(error);
			},
		);
	});
}

/** The fetch's promise (awaited by the caller, which turns a failure into networkError). */
function startFetch(request: HttpRequest, options: HttpOptions, signal: AbortSignal | undefined): Promise<Response> {
	const init: RequestInit = { method: request.method, headers: request.headers };
	if (request.body !== undefined) init.body = request.body;
	if (request.credentials !== undefined) init.credentials = request.credentials;
	if (signal) init.signal = signal;
	// Looked up now, not at import: a fetch polyfilled or mocked later is the one used.
	const pending = options.fetch ? options.fetch(request.url, init) : globalThis.fetch(request.url, init);
	return settleOrAbort(pending, signal);
}

/** Releases the connection of a response whose body we will not read. */
export function discardBody(response: Response): void {
	if (response.body && !response.bodyUsed && !response.body.locked) {
		response.body.cancel().catch(() => {});
	}
}

/** sendRequest with the error wording chosen: streams keep their own 3.x fallback message. */
export async function sendWithWording(
	request: HttpRequest,
	options: HttpOptions,
	wording: ErrorWording,
): Promise<Response> {
	const signal = options.signal;
	signal?.throwIfAborted();
	const sleep = options.sleep ?? realSleep;
	const random = options.random ?? Math.random;
	const maxRetries = options.maxRetries ?? Number.POSITIVE_INFINITY;
	try {
		for (let attempt = 0; ; attempt++) {
			let response: Response;
			try {
				response = await startFetch(request, options, signal);
			} catch (error) {
				throw signal?.aborted ? error : networkError(error, request, options);
			}
			if (isRetryableStatus(response.status) && options.retryOnError !== false && attempt < maxRetries) {
				const wait = retryDelay(attempt, response.headers.get("retry-after"), random);
				discardBody(response);
				await sleep(wait, signal);
				continue;
			}
			if (!response.ok) throw await errorFromResponse(response, request, options, wording);
			return response;
		}
	} catch (error) {
		// A failure caused by the caller's abort (or the call's deadline, which aborts the same signal) is its reason.
		throw signal?.aborted ? signal.reason : error;
	}
}

/**
 * Sends one HTTP call: the caller's fetch and signal (a call's deadline aborts that signal); 503 retried with
 * backoff while `retryOnError` is not false; any other non-OK answer thrown as InferenceClientHubApiError /
 * InferenceClientProviderApiError carrying the server's message, status, request id and body. Resolves with the
 * OK response, body unread.
 */
export function sendRequest(request: HttpRequest, options: HttpOptions): Promise<Response> {
	return sendWithWording(request, options, "request");
}
