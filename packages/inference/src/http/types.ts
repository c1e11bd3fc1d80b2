import type { InferenceErrorKind } from "../errors/index.js";
import type { Binary } from "./binary.js";

/**
 * A request body as built, before encoding: a JSON object (its Blob leaves sent as base64, `DataUrlOf` leaves as
 * data: URLs), raw bytes sent as they are, or a multipart form (a FormData, sent as it is: fetch writes its
 * Content-Type with the boundary, and resends it whole on a retry). The http layer encodes it once per call,
 * before any retry.
 */
export type RequestBody = Record<string, unknown> | Binary | FormData;
/**
 * RequestInit's `credentials`, spelled out: the DOM lib's `RequestCredentials` is missing for TypeScript
 * consumers that compile for Node without the DOM lib, and the public declarations name this type.
 */
export type CredentialsMode = "omit" | "same-origin" | "include";

/**
 * One HTTP call as the routing layer built it. Bodies are re-sendable (never a one-shot stream), so retries are
 * safe; a FormData body gets its multipart Content-Type (with the boundary) from fetch.
 */
export interface HttpRequest {
	url: string;
	method: "GET" | "POST" | "PUT";
	headers: Record<string, string>;
	body?: RequestBody;
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
	/**
	 * Default true: a 503 is retried with exponential backoff, full jitter and `Retry-After`, and `retry` applies.
	 * False: nothing is retried.
	 */
	retryOnError?: boolean;
	/** Most retries of the call, whatever their cause; default unlimited (SPEC §4: 503s), bounded by `signal`. */
	maxRetries?: number;
	/** The bounded retries of 429s and connection errors (retryWait). */
	retry?: RetryOptions;
	/** The service called: a failed response becomes an InferenceClientHubApiError or a ...ProviderApiError. */
	service: "hub" | "provider";
	/** Kept on errors. */
	provider?: string;
	/** Told of every answer's status and headers as it arrives (a call's receipt reads its timings and ids). */
	onResponse?: (status: number, headers: Headers) => void;
	/** Injectable clock for the retry waits (tests). */
	sleep?: Sleep;
	/** Injectable jitter source in [0, 1) (tests). */
	random?: () => number;
}

/**
 * The bounded retry policy: what is retried besides 503, before any byte of the answer was read (never once a
 * body or a stream has started). Each wait is the 503 backoff (500 ms doubling, full jitter), never shorter than
 * the server's `Retry-After`.
 */
export interface RetryOptions {
	/** Most retries of the kinds below, together; default 2. */
	limit?: number;
	/**
	 * The kinds of failure retried within `limit`; default `["rate-limit", "connection"]`: a 429, or a fetch that
	 * failed without an answer (connection refused or reset, DNS; see `resendOnConnectionLoss` for a POST). Add
	 * "server" to retry 500, 502, 504 too: the server received those requests, so listing it accepts duplicates.
	 * (503 is always retried, see `retry_on_error`.)
	 */
	kinds?: readonly InferenceErrorKind[];
	/**
	 * Longest wait for one retry, in ms; default 60,000. An answer whose `Retry-After` asks for longer is not
	 * retried: its error carries the wait asked for, `error.httpResponse.retryAfterMs`.
	 */
	maxDelayMs?: number;
	/**
	 * Send a request other than a GET (a chat, a generation: a POST) again after its connection dropped once it
	 * was written, when the server may have received it: a duplicate generation, billed twice. Default false: such
	 * a request is sent again only when it cannot have reached the server (connection refused, DNS failure) or
	 * when the server refused it (429, 503). GETs (hub lookups, polling, downloads) are always retried.
	 */
	resendOnConnectionLoss?: boolean;
	/** Called before each wait, 503 retries included: e.g. to show "retrying". */
	onRetry?: (retry: RetryEvent) => void;
}

/** A retry about to happen. */
export interface RetryEvent {
	/** 1 for the first retry. */
	attempt: number;
	/** The wait before it, in ms. */
	delayMs: number;
	/** The status of the failed attempt; 0 when no answer came. */
	status: number;
	/** Its kind: "server" (503), "rate-limit" (429), "connection", or another status's kind. */
	kind: InferenceErrorKind;
}
