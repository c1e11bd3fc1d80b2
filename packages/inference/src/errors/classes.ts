import { type InferenceErrorKind, kindOfStatus } from "./kinds.js";
import { collectSecrets, redactHeaders, redactUrl, scrubText, scrubValue } from "./redact.js";

/** Marks the errors of every copy of this package (its ESM and CJS builds may both be loaded in one process). */
const ERROR_BRAND: unique symbol = /* @__PURE__ */ Symbol.for("@modelyard/inference.error") as never;

/**
 * `value instanceof cls`, also for an error made by another copy of this package (the ESM build's class when
 * `cls` is the CJS build's): branded, and a class of the same name in its chain.
 */
export function isBrandedInstance(cls: abstract new (...args: never[]) => unknown, value: unknown): boolean {
	if (Function.prototype[Symbol.hasInstance].call(cls, value)) return true;
	if (typeof value !== "object" || value === null || !(ERROR_BRAND in value)) return false;
	for (let type: unknown = value.constructor; typeof type === "function"; type = Object.getPrototypeOf(type)) {
		if (type.name === cls.name) return true;
	}
	return false;
}

/**
 * The 3.x output error: same name, same message format, still a TypeError so `instanceof TypeError` checks
 * written against 3.x keep working.
 */
export class InferenceOutputError extends TypeError {
	override name = "InferenceOutputError";
	readonly kind: InferenceErrorKind = "output";
	/** The HTTP status of a failed follow-up call (polling, result or output download), when one failed. */
	declare readonly status?: number;

	get [ERROR_BRAND](): true {
		return true;
	}

	static override [Symbol.hasInstance](value: unknown): boolean {
		// biome-ignore lint/complexity/noThisInStatic: `this` is the subclass `instanceof` was asked about.
		return isBrandedInstance(this, value);
	}

	constructor(detail: string, options?: { status?: number; cause?: unknown }) {
		super(
			`Invalid inference output: ${scrubText(detail)}. Use the 'request' method with the same parameters to do a custom call with no type checking.`,
			options?.cause === undefined ? undefined : { cause: options.cause },
		);
		if (options?.status !== undefined) this.status = options.status;
	}

	/** What JSON.stringify shows: name, message and the fields set (kind, status); never `cause` nor `stack`. */
	toJSON(): Record<string, unknown> {
		return { name: this.name, message: this.message, ...(this as object) };
	}
}

export interface InferenceClientErrorOptions {
	cause?: unknown;
}

/** Base of every error the client raises besides InferenceOutputError. Messages never hold a token. */
export class InferenceClientError extends Error {
	override name = "InferenceClientError";
	/** What went wrong (see InferenceErrorKind), whatever the class says of where. */
	readonly kind: InferenceErrorKind = "unknown";

	get [ERROR_BRAND](): true {
		return true;
	}

	static override [Symbol.hasInstance](value: unknown): boolean {
		// biome-ignore lint/complexity/noThisInStatic: `this` is the subclass `instanceof` was asked about.
		return isBrandedInstance(this, value);
	}

	constructor(message: string, options?: InferenceClientErrorOptions, secrets: readonly string[] = []) {
		super(scrubText(message, secrets), options?.cause === undefined ? undefined : { cause: options.cause });
	}

	/**
	 * What JSON.stringify shows: name, message and the fields of the class (kind, the redacted request, response,
	 * provider...); never `cause` nor `stack`, which are not enumerable.
	 */
	toJSON(): Record<string, unknown> {
		return { name: this.name, message: this.message, ...(this as object) };
	}
}

/** Bad arguments, refused before any network call. */
export class InferenceClientInputError extends InferenceClientError {
	override name = "InferenceClientInputError";
	override readonly kind: InferenceErrorKind = "input";
}

/** The provider, task or model cannot serve this call; the message lists what is available. */
export class InferenceClientRoutingError extends InferenceClientError {
	override name = "InferenceClientRoutingError";
	override readonly kind: InferenceErrorKind = "routing";
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
	/** The wait the server asked for in `Retry-After` (429, 503), in milliseconds, when it sent a readable one. */
	retryAfterMs?: number;
	/** True when the error body was longer than the client reads of it (64 KB): `body` is its start. */
	bodyTruncated?: true;
	/** The body's media type (`text/html`, `application/json`...), lower case without parameters, when one was sent. */
	contentType?: string;
}

export interface HttpErrorDetails extends InferenceClientErrorOptions {
	/** The request as sent: it is redacted here, callers need not do it. */
	httpRequest: HttpRequestInfo;
	httpResponse: HttpResponseInfo;
	provider?: string;
	/** Default: the kind of the status (kindOfStatus); "connection" for an answer cut while it was read. */
	kind?: InferenceErrorKind;
}

/**
 * An HTTP call failed: carries the (redacted) request, the response status, request id and body, and `kind`: the
 * cause read from the status ("rate-limit" for 429...; "connection" when no answer came, status 0).
 */
export class InferenceClientHttpError extends InferenceClientError {
	override name = "InferenceClientHttpError";
	declare readonly kind: InferenceErrorKind;
	declare readonly httpRequest: HttpRequestInfo;
	declare readonly httpResponse: HttpResponseInfo;
	declare readonly provider?: string;

	constructor(message: string, details: HttpErrorDetails) {
		const secrets = collectSecrets(details.httpRequest.url, details.httpRequest.headers);
		super(message, details, secrets);
		const { status, requestId, body, retryAfterMs, bodyTruncated, contentType } = details.httpResponse;
		this.kind = details.kind ?? kindOfStatus(status);
		this.httpRequest = redactRequest(details.httpRequest, secrets);
		this.httpResponse = {
			status,
			...(requestId === undefined ? {} : { requestId: scrubText(requestId, secrets) }),
			body: scrubValue(body, secrets),
			...(retryAfterMs === undefined ? {} : { retryAfterMs }),
			...(bodyTruncated ? { bodyTruncated } : {}),
			...(contentType ? { contentType } : {}),
		};
		if (details.provider !== undefined) this.provider = details.provider;
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
	/** Default "stream"; "connection" for a stream cut while it was read. */
	kind?: InferenceErrorKind;
}

/** The event stream started, then went wrong: an error forwarded by the backend or an unreadable event. */
export class InferenceClientStreamError extends InferenceClientError {
	override name = "InferenceClientStreamError";
	declare readonly kind: InferenceErrorKind;
	declare readonly provider?: string;
	declare readonly httpRequest?: HttpRequestInfo;
	declare readonly data?: unknown;

	constructor(message: string, details: StreamErrorDetails = {}) {
		const secrets = details.httpRequest ? collectSecrets(details.httpRequest.url, details.httpRequest.headers) : [];
		super(message, details, secrets);
		this.kind = details.kind ?? "stream";
		if (details.provider !== undefined) this.provider = details.provider;
		if (details.httpRequest) this.httpRequest = redactRequest(details.httpRequest, secrets);
		if (details.data !== undefined) this.data = scrubValue(details.data, secrets);
	}
}

export interface JobErrorDetails extends InferenceClientErrorOptions {
	/** `not-found`: the provider does not know the job (expired, or never accepted there); `cancel-unsupported`:
	 * the provider has no way to cancel a job. */
	reason: "not-found" | "cancel-unsupported";
	provider: string;
	jobId: string;
}

/** A job handle the provider cannot act on: an unknown or expired job, or a cancel the provider does not offer. */
export class InferenceClientJobError extends InferenceClientError {
	override name = "InferenceClientJobError";
	declare readonly kind: InferenceErrorKind;
	declare readonly reason: JobErrorDetails["reason"];
	declare readonly provider: string;
	declare readonly jobId: string;

	constructor(message: string, details: JobErrorDetails) {
		super(message, details);
		this.kind = details.reason === "not-found" ? "not-found" : "routing";
		this.reason = details.reason;
		this.provider = details.provider;
		this.jobId = details.jobId;
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
	override readonly kind: InferenceErrorKind = "timeout";
	declare readonly timeoutMs: number;
	declare readonly httpRequest?: HttpRequestInfo;
	declare readonly provider?: string;

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
 * The error with every given secret (the call's own token or key, whatever its shape) replaced by "[redacted]" in
 * its message, stack, details and causes: a provider may echo a key inside an answer that then fails a shape
 * check, and no known prefix would catch a key of its own format.
 *
 * Only errors this client created (InferenceClientError, InferenceOutputError) are scrubbed in place, keeping
 * their class and stack. Redaction never writes to an object it did not create: a DOMException's `message` has
 * only a getter, and the caller's abort reason must come back as the very object given. Any other error comes
 * back as is when it holds no secret, else as a scrubbed copy (same prototype, name, message and stack). Our
 * error's foreign `cause` is replaced the same way, on our error.
 */
export function redactSecrets<E>(error: E, secrets: readonly string[], depth = 0): E {
	if (secrets.length === 0 || !(error instanceof Error) || depth > 8) return error;
	if (!(error instanceof InferenceClientError || error instanceof InferenceOutputError)) {
		return (scrubbedCopy(error, secrets, depth) ?? error) as E;
	}
	error.message = scrubText(error.message, secrets);
	if (error.stack) error.stack = scrubText(error.stack, secrets);
	const details = error as unknown as Record<string, unknown>;
	for (const field of DETAIL_FIELDS) {
		if (details[field] !== undefined) {
			Object.defineProperty(error, field, { value: scrubValue(details[field], secrets), enumerable: true });
		}
	}
	const cause = redactSecrets(error.cause, secrets, depth + 1);
	// A foreign cause that held a secret: its scrubbed copy replaces it, on our error.
	if (cause !== error.cause)
		Object.defineProperty(error, "cause", { value: cause, writable: true, configurable: true });
	return error;
}

/**
 * A new error like a foreign `error` (prototype, name, message, stack, cause) with the secrets scrubbed from it;
 * undefined when it holds none. Fields are defined, not assigned: a prototype's may be getters (DOMException).
 */
function scrubbedCopy(error: Error, secrets: readonly string[], depth: number): Error | undefined {
	const fields = { name: "", message: "", stack: "" };
	let changed = false;
	for (const key of ["name", "message", "stack"] as const) {
		const value = readSafely(error, key);
		fields[key] = scrubText(value, secrets);
		changed ||= fields[key] !== value;
	}
	const cause = redactSecrets(error.cause, secrets, depth + 1);
	if (!changed && cause === error.cause) return undefined;
	const copy = Object.create(Object.getPrototypeOf(error)) as Error;
	for (const [key, value] of Object.entries({ ...fields, cause })) {
		Object.defineProperty(copy, key, { value, writable: true, configurable: true });
	}
	return copy;
}

/** A field that may be a throwing getter (host objects), read without letting it throw. */
function readSafely(error: Error, key: "name" | "message" | "stack"): string {
	try {
		const value = error[key];
		return typeof value === "string" ? value : "";
	} catch {
		return "";
	}
}
