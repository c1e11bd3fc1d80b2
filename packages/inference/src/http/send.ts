import { InferenceClientError, kindOfStatus } from "../errors/index.js";
import { untilAborted } from "./abortable.js";
import { type Binary, encodeBody } from "./binary.js";
import { createHttpError, type ErrorWording, errorFromResponse, requestInfo } from "./error-body.js";
import { carriesCredentials, MAX_REDIRECTS, mayRedirect, sameOriginRedirect, tooManyRedirects } from "./redirect.js";
import { maySendAgain, realSleep, retryWait } from "./retry.js";
import type { HttpOptions, HttpRequest } from "./types.js";

/**
 * A fetch that threw without an abort: the network failed. Named by host; the fetch's own message is kept
 * without the request's query string (some fetch polyfills quote the full URL).
 */
function networkError(error: unknown, request: HttpRequest, options: HttpOptions): unknown {
	let host = "the server";
	try {
		host = new URL(request.url).host;
	} catch {
		// A relative URL: keep the generic wording.
	}
	const urlWithoutQuery = request.url.split(/[?#]/, 1)[0] ?? "";
	const reason =
		error instanceof Error && error.message ? `: ${error.message.split(request.url).join(urlWithoutQuery)}` : "";
	return createHttpError(options.service, `Network error while calling ${host}${reason}`, {
		cause: error,
		httpRequest: requestInfo(request),
		httpResponse: { status: 0, body: undefined },
		provider: options.provider,
	});
}

type EncodedBody = string | Binary | FormData | undefined;

/** The fetch's promise (awaited by the caller, which turns a failure into networkError). */
function startFetch(
	request: HttpRequest,
	body: EncodedBody,
	options: HttpOptions,
	signal: AbortSignal | undefined,
	redirect: RequestRedirect,
): Promise<Response> {
	const init: RequestInit = { method: request.method, headers: request.headers };
	if (body !== undefined) init.body = body;
	if (redirect === "manual") init.redirect = redirect;
	if (request.credentials !== undefined) init.credentials = request.credentials;
	if (signal) init.signal = signal;
	// Looked up now, not at import: a fetch polyfilled or mocked later is the one used.
	const pending = options.fetch ? options.fetch(request.url, init) : globalThis.fetch(request.url, init);
	return untilAborted(pending, signal);
}

/**
 * The rest of a credentialed call whose answer redirects (sent with `redirect: "manual"`): redirects within its
 * origin are followed here, any other is refused (redirect.ts). A call without credentials lets fetch follow them.
 */
async function followSameOriginRedirects(
	response: Response,
	request: HttpRequest,
	body: EncodedBody,
	options: HttpOptions,
	signal: AbortSignal | undefined,
): Promise<Response> {
	let current = request;
	let currentBody = body;
	for (let hops = 0; ; hops++) {
		const next = sameOriginRedirect(response, current, options);
		if (next === undefined) return response;
		discardBody(response);
		if (hops === MAX_REDIRECTS) throw tooManyRedirects(request, options, response.status);
		if (next.body === undefined) currentBody = undefined;
		current = next;
		response = await startFetch(current, currentBody, options, signal, "manual");
	}
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
	let policyRetries = 0;
	try {
		// Encoded once: every retry sends the same bytes.
		const body = request.body === undefined ? undefined : await encodeBody(request.body);
		const credentialed = carriesCredentials(request);
		for (let retries = 0; ; retries++) {
			let response: Response | undefined;
			let failure: unknown;
			try {
				response = await startFetch(request, body, options, signal, credentialed ? "manual" : "follow");
				// Only an answer that redirects pays for following it.
				if (credentialed && mayRedirect(response)) {
					response = await followSameOriginRedirects(response, request, body, options, signal);
				}
				options.onResponse?.(response.status, response.headers);
				if (response.ok) return response;
			} catch (error) {
				// Our own error (a custom fetch may throw one) or the caller's abort is final. fetch reports a network
				// failure as a TypeError: no byte of the answer came, so it may be retried (maySendAgain says whether
				// the request may have reached the server); anything else a custom fetch throws is its own decision,
				// reported at once.
				if (signal?.aborted || error instanceof InferenceClientError) throw error;
				if (!(error instanceof TypeError)) throw networkError(error, request, options);
				failure = error;
			}
			const status = response ? response.status : 0;
			const wait = maySendAgain(request.method, status, failure, options)
				? retryWait(status, response?.headers.get("retry-after"), retries, policyRetries, options, random)
				: undefined;
			if (wait === undefined) {
				throw response
					? await errorFromResponse(response, request, options, wording)
					: networkError(failure, request, options);
			}
			if (response) discardBody(response);
			if (status !== 503) policyRetries++;
			options.retry?.onRetry?.({ attempt: retries + 1, delayMs: wait, status, kind: kindOfStatus(status) });
			await sleep(wait, signal);
		}
	} catch (error) {
		// A failure caused by the caller's abort (or the call's deadline, which aborts the same signal) is its reason.
		throw signal?.aborted ? signal.reason : error;
	}
}

/**
 * Sends one HTTP call: the caller's fetch and signal (a call's deadline aborts that signal); 503, 429 and
 * connection errors retried with backoff as retryWait says, before any byte of the answer is read, and only when
 * maySendAgain allows it (never a POST that may have reached the server); any other non-OK answer thrown as InferenceClientHubApiError /
 * InferenceClientProviderApiError carrying the server's message, status, request id and body. Resolves with the
 * OK response, body unread.
 */
export function sendRequest(request: HttpRequest, options: HttpOptions): Promise<Response> {
	return sendWithWording(request, options, "request");
}
