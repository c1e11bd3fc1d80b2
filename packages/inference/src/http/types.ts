/**
 * RequestInit's `credentials`, spelled out: the DOM lib's `RequestCredentials` is missing for TypeScript
 * consumers that compile for Node without the DOM lib, and the public declarations name this type.
 */
export type CredentialsMode = "omit" | "same-origin" | "include";

/** One HTTP call as the routing layer built it. Bodies are re-sendable (never a one-shot stream), so retries are safe. */
export interface HttpRequest {
	url: string;
	method: "GET" | "POST";
	headers: Record<string, string>;
	body?: string | Blob | ArrayBuffer | ArrayBufferView<ArrayBuffer>;
	credentials?: CredentialsMode;
}

/** Resolves after `ms`, or rejects with `signal.reason` as soon as the signal aborts. */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export interface HttpOptions {
	/** The caller's fetch; default `globalThis.fetch`, looked up at call time (so later polyfills are seen). */
	fetch?: typeof fetch;
	/**
	 * Aborts the call (retry waits included); the abort reason is rethrown as is. A task call's timeout is a
	 * deadline on this signal (routing/session.ts), so it covers body reads and streams too.
	 */
	signal?: AbortSignal;
	/** Default true: a 503 is retried with exponential backoff, full jitter and `Retry-After`. */
	retryOnError?: boolean;
	/** Most retries after a 503; default unlimited (SPEC §4), bounded by `signal`. */
	maxRetries?: number;
	/** Which error class a failed response becomes. */
	errorKind: "hub" | "provider";
	/** Kept on errors. */
	provider?: string;
	/**
	 * Set for chat-completion calls: a 400/404/422/500 answer without a readable server message becomes
	 * "Server {model} does not seem to support chat completion. Error: {msg}".
	 */
	chatCompletionModel?: string;
	/** Injectable clock for the retry waits (tests). */
	sleep?: Sleep;
	/** Injectable jitter source in [0, 1) (tests). */
	random?: () => number;
}
