import { collectSecrets, redactHeaders, redactUrl, scrubText, scrubValue } from "./redact.js";

/**
 * The 3.x output error: same name, same message format, still a TypeError so `instanceof TypeError` checks
 * written against 3.x keep working.
 */
export class InferenceOutputError extends TypeError {
	override name = "InferenceOutputError";
	/** The HTTP status of a failed follow-up call (polling, result or output download), when one failed. */
	readonly status?: number;

	constructor(detail: string, options?: { status?: number; cause?: unknown }) {
		super(
			`Invalid inference output: ${scrubText(detail)}. Use the 'request' method with the same parameters to do a custom call with no type checking.`,
			options?.cause === undefined ? undefined : { cause: options.cause },
		);
		if (options?.status !== undefined) this.status = options.status;
	}

	toJSON(): Record<string, unknown> {
		return { name: this.name, message: this.message, ...(this.status === undefined ? {} : { status: this.status }) };
	}
}

export interface InferenceClientErrorOptions {
	cause?: unknown;
}

/** Base of every error the client raises besides InferenceOutputError. Messages never hold a token. */
export class InferenceClientError extends Error {
	override name = "InferenceClientError";

	constructor(message: string, options?: InferenceClientErrorOptions, secrets: readonly string[] = []) {
		super(scrubText(message, secrets), options?.cause === undefined ? undefined : { cause: options.cause });
	}

	/** What JSON.stringify shows: name and message, plus the safe details of subclasses; never `cause`. */
	toJSON(): Record<string, unknown> {
		return { name: this.name, message: this.message };
	}
}

/** Bad arguments, refused before any network call. */
export class InferenceClientInputError extends InferenceClientError {
	override name = "InferenceClientInputError";
}

/** The provider, task or model cannot serve this call; the message lists what is available. */
export class InferenceClientRoutingError extends InferenceClientError {
	override name = "InferenceClientRoutingError";
}

/** The request as kept on an error: URL without credentials, credential headers redacted. */
export interface HttpRequestInfo {
	url: string;
	method: string;
	headers: Record<string, string>;
}

/** The response as kept on an error. `status` is 0 when no response arrived (network failure). */
export interface HttpResponseInfo {
	status: number;
	/** x-request-id (or x-amzn-requestid, or a `request_id` field of a JSON body). */
	requestId?: string;
	/** Parsed JSON, text, or undefined (empty or binary body). */
	body: unknown;
}

export interface HttpErrorDetails extends InferenceClientErrorOptions {
	/** The request as sent: it is redacted here, callers need not do it. */
	httpRequest: HttpRequestInfo;
	httpResponse: HttpResponseInfo;
	provider?: string;
}

/** An HTTP call failed: carries the (redacted) request, the response status, request id and body. */
export class InferenceClientHttpError extends InferenceClientError {
	override name = "InferenceClientHttpError";
	readonly httpRequest: HttpRequestInfo;
	readonly httpResponse: HttpResponseInfo;
	readonly provider?: string;

	constructor(message: string, details: HttpErrorDetails) {
		const secrets = collectSecrets(details.httpRequest.url, details.httpRequest.headers);
		super(message, details, secrets);
		this.httpRequest = redactRequest(details.httpRequest, secrets);
		this.httpResponse = {
			status: details.httpResponse.status,
			...(details.httpResponse.requestId === undefined
				? {}
				: { requestId: scrubText(details.httpResponse.requestId, secrets) }),
			body: scrubValue(details.httpResponse.body, secrets),
		};
		if (details.provider !== undefined) this.provider = details.provider;
	}

	override toJSON(): Record<string, unknown> {
		return {
			...super.toJSON(),
			...(this.provider === undefined ? {} : { provider: this.provider }),
			httpRequest: this.httpRequest,
			httpResponse: this.httpResponse,
		};
	}
}

/** A call to the hub API (model info, provider mapping) failed. */
export class InferenceClientHubApiError extends InferenceClientHttpError {
	override name = "InferenceClientHubApiError";
}

/** A call to an inference provider (through the router or directly) failed. */
export class InferenceClientProviderApiError extends InferenceClientHttpError {
	override name = "InferenceClientProviderApiError";
}

export interface StreamErrorDetails extends InferenceClientErrorOptions {
	provider?: string;
	/** The request that opened the stream: redacted here. */
	httpRequest?: HttpRequestInfo;
	/** The event payload that carried or caused the error (parsed JSON, or the start of the raw text). */
	data?: unknown;
}

/** The event stream started, then went wrong: an error forwarded by the backend or an unreadable event. */
export class InferenceClientStreamError extends InferenceClientError {
	override name = "InferenceClientStreamError";
	readonly provider?: string;
	readonly httpRequest?: HttpRequestInfo;
	readonly data?: unknown;

	constructor(message: string, details: StreamErrorDetails = {}) {
		const secrets = details.httpRequest ? collectSecrets(details.httpRequest.url, details.httpRequest.headers) : [];
		super(message, details, secrets);
		if (details.provider !== undefined) this.provider = details.provider;
		if (details.httpRequest) this.httpRequest = redactRequest(details.httpRequest, secrets);
		if (details.data !== undefined) this.data = scrubValue(details.data, secrets);
	}

	override toJSON(): Record<string, unknown> {
		return {
			...super.toJSON(),
			...(this.provider === undefined ? {} : { provider: this.provider }),
			...(this.httpRequest === undefined ? {} : { httpRequest: this.httpRequest }),
			...(this.data === undefined ? {} : { data: this.data }),
		};
	}
}

export interface TimeoutErrorDetails {
	timeoutMs: number;
	/** Default: "Request timed out after {ms} ms". */
	message?: string;
	httpRequest?: HttpRequestInfo;
	provider?: string;
}

/** The caller's `timeout` ran out (retries included): "Request timed out after {ms} ms". */
export class InferenceClientTimeoutError extends InferenceClientError {
	override name = "InferenceClientTimeoutError";
	readonly timeoutMs: number;
	readonly httpRequest?: HttpRequestInfo;
	readonly provider?: string;

	constructor(details: TimeoutErrorDetails) {
		super(details.message ?? `Request timed out after ${details.timeoutMs} ms`);
		this.timeoutMs = details.timeoutMs;
		if (details.provider !== undefined) this.provider = details.provider;
		if (details.httpRequest) {
			this.httpRequest = redactRequest(
				details.httpRequest,
				collectSecrets(details.httpRequest.url, details.httpRequest.headers),
			);
		}
	}

	override toJSON(): Record<string, unknown> {
		return {
			...super.toJSON(),
			timeoutMs: this.timeoutMs,
			...(this.provider === undefined ? {} : { provider: this.provider }),
			...(this.httpRequest === undefined ? {} : { httpRequest: this.httpRequest }),
		};
	}
}

function redactRequest(request: HttpRequestInfo, secrets: readonly string[]): HttpRequestInfo {
	return {
		url: scrubText(redactUrl(request.url), secrets),
		method: request.method,
		headers: redactHeaders(request.headers),
	};
}

/** Fields of our errors that carry what a server or a request held (a provider may echo the key in them). */
const DETAIL_FIELDS = ["httpRequest", "httpResponse", "data"] as const;

/**
 * The same error with every given secret (the call's own token or key, whatever its shape) replaced by
 * "[redacted]" in its message, stack, details and causes: a provider may echo a key inside an answer that then
 * fails a shape check, and no known prefix would catch a key of its own format. Mutates and returns the error,
 * keeping its class and stack.
 */
export function redactSecrets<E>(error: E, secrets: readonly string[], depth = 0): E {
	if (secrets.length === 0 || !(error instanceof Error) || depth > 8) return error;
	error.message = scrubText(error.message, secrets);
	if (error.stack) error.stack = scrubText(error.stack, secrets);
	const details = error as unknown as Record<string, unknown>;
	for (const field of DETAIL_FIELDS) {
		if (details[field] !== undefined) {
			Object.defineProperty(error, field, { value: scrubValue(details[field], secrets), enumerable: true });
		}
	}
	if (error.cause !== undefined) redactSecrets(error.cause, secrets, depth + 1);
	return error;
}
