import { type InferenceErrorKind, kindOfStatus } from "../errors/index.js";
import type { HttpOptions, Sleep } from "./types.js";

/** First backoff window; doubled per attempt up to BACKOFF_CAP_MS. */
export const BACKOFF_BASE_MS = 500;
export const BACKOFF_CAP_MS = 8_000;
/** A server may ask us to wait; we wait at most this long per retry (the caller's timeout still applies). */
export const RETRY_AFTER_CAP_MS = 60_000;

/** Retries of 429s and connection errors when `retry.limit` is not set: enough for a blip, not for a storm. */
export const DEFAULT_RETRY_LIMIT = 2;
/** What the bounded policy retries when `retry.kinds` is not set: a 429, or no answer at all. */
const DEFAULT_RETRY_KINDS: readonly InferenceErrorKind[] = ["rate-limit", "connection"];

/**
 * `Retry-After` in milliseconds: delta-seconds or an HTTP date (relative to `now`). Undefined when absent
 * or unreadable.
 */
export function parseRetryAfter(header: string | null | undefined, now: number): number | undefined {
	if (!header) return undefined;
	const trimmed = header.trim();
	if (/^\d+(?:\.\d+)?$/.test(trimmed)) return Number(trimmed) * 1000;
	// An HTTP date names its month; Date.parse alone would also accept bare numbers such as "-5".
	const date = /[a-z]/i.test(trimmed) ? Date.parse(trimmed) : Number.NaN;
	return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * Wait before retry number `attempt` (0-based): full jitter over an exponential window
 * (random * min(cap, base * 2^attempt)), but never shorter than the server's `Retry-After`, itself capped.
 */
export function retryDelay(
	attempt: number,
	retryAfterHeader: string | null | undefined,
	random: () => number,
	now: number = Date.now(),
): number {
	const window = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.min(attempt, 30));
	const jittered = Math.floor(random() * window);
	const retryAfter = parseRetryAfter(retryAfterHeader, now);
	if (retryAfter === undefined) return jittered;
	return Math.min(RETRY_AFTER_CAP_MS, Math.max(retryAfter, jittered));
}

/**
 * The wait before retrying a failed attempt (`status` 0: the fetch failed, no answer came), or undefined when it
 * is not retried. `retries` were made so far, `policyRetries` of them under the bounded policy.
 * - Nothing is retried while `retryOnError` is false, nor past `maxRetries`, which bounds every cause.
 * - 503 ("loading / overloaded, come back") is retried as in 3.x, without a bound of its own.
 * - A failure whose kind is in `retry.kinds` (default: "rate-limit", 429, and "connection", status 0) is retried
 *   at most `retry.limit` times (default 2), waiting at most `retry.maxDelayMs` (default 60 s); a 429 without
 *   `Retry-After` waits rateLimitBackoff, at least 500 ms. When
 *   `Retry-After` asks for longer, it is not retried at all: the error carries the wait the server asked for.
 */
export function retryWait(
	status: number,
	retryAfterHeader: string | null | undefined,
	retries: number,
	policyRetries: number,
	options: HttpOptions,
	random: () => number,
	now: number = Date.now(),
): number | undefined {
	if (options.retryOnError === false || retries >= (options.maxRetries ?? Number.POSITIVE_INFINITY)) return undefined;
	if (status === 503) return retryDelay(retries, retryAfterHeader, random, now);
	const policy = options.retry;
	if (
		policyRetries >= (policy?.limit ?? DEFAULT_RETRY_LIMIT) ||
		!(policy?.kinds ?? DEFAULT_RETRY_KINDS).includes(kindOfStatus(status))
	) {
		return undefined;
	}
	const maxDelay = policy?.maxDelayMs ?? RETRY_AFTER_CAP_MS;
	const retryAfter = parseRetryAfter(retryAfterHeader, now);
	if (retryAfter !== undefined && retryAfter > maxDelay) return undefined;
	const delay =
		status === 429 && retryAfter === undefined
			? rateLimitBackoff(retries, random)
			: retryDelay(retries, retryAfterHeader, random, now);
	return Math.min(maxDelay, delay);
}

/**
 * The wait after a 429 that did not say how long to wait: a rate-limited caller must back off, so never the
 * near-zero wait full jitter may draw. Jittered over [window, 2 * window) with the backoff window (500 ms
 * doubling), capped at BACKOFF_CAP_MS: 500-999 ms, then 1-2 s, 2-4 s...
 */
export function rateLimitBackoff(attempt: number, random: () => number): number {
	const window = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.min(attempt, 30));
	return Math.min(BACKOFF_CAP_MS, window + Math.floor(random() * window));
}

/**
 * Codes of connection failures raised before a byte of the request was written (connection refused, DNS lookup
 * failed): such a request cannot have reached the server. Node's fetch puts them on the TypeError's cause chain.
 */
const NEVER_SENT_CODES = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN"]);

/**
 * Whether a failed fetch cannot have reached the server: a code of NEVER_SENT_CODES somewhere in its cause chain
 * (AggregateError's `errors` included: a refused connection to each address of a host). A browser's bare
 * "Failed to fetch" says nothing of where it failed, so it counts as "may have reached it".
 */
export function cannotHaveReachedServer(error: unknown, depth = 0): boolean {
	if (typeof error !== "object" || error === null || depth > 8) return false;
	const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown };
	if (typeof code === "string" && NEVER_SENT_CODES.has(code)) return true;
	if (Array.isArray(errors) && errors.some((inner) => cannotHaveReachedServer(inner, depth + 1))) return true;
	return cannotHaveReachedServer(cause, depth + 1);
}

/**
 * Whether a failed attempt may be sent again at all (retryWait then says whether and when). An answer came
 * (`status` > 0): the server refused or failed the request, its status decides (429 and 503 are explicit refusals;
 * others only when the caller lists their kind in `retry.kinds`). No answer came (`failure` is the fetch's error):
 * a GET may always be sent again; any other request only when it cannot have reached the server, or when the
 * caller accepts duplicates (`retry.resendOnConnectionLoss`): a POST whose connection dropped after it was
 * written may have started a generation, and billed it.
 */
export function maySendAgain(method: string, status: number, failure: unknown, options: HttpOptions): boolean {
	if (status !== 0 || method === "GET") return true;
	return options.retry?.resendOnConnectionLoss === true || cannotHaveReachedServer(failure);
}

/** setTimeout fires at once for delays above this (2^31 - 1 ms, about 24.8 days) or Infinity. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The client's wait (retry backoff, polling intervals, the limiter): a setTimeout that stops at once, rejecting
 * with the abort reason, when the signal aborts. Infinity waits for the signal alone (no timer is armed); a longer
 * delay than a timer takes is waited in steps of the longest one, never at once.
 */
export const realSleep: Sleep = (ms, signal) =>
	new Promise<void>((resolve, reject) => {
		if (signal?.aborted) {
			reject(signal.reason);
			return;
		}
		const onAbort = () => {
			cancel();
			reject(signal?.reason);
		};
		const cancel = afterDelay(ms, () => {
			signal?.removeEventListener("abort", onAbort);
			resolve();
		});
		signal?.addEventListener("abort", onAbort, { once: true });
	});

/**
 * Runs `action` once `ms` have passed (Infinity: never; a delay longer than a timer takes, in steps as realSleep);
 * answers the function that cancels it. A deadline needs no promise nor signal of its own (a call makes one or two).
 */
export function afterDelay(ms: number, action: () => void): () => void {
	let timer: ReturnType<typeof setTimeout> | undefined;
	let left = Math.max(0, ms);
	const arm = () => {
		const step = Math.min(left, MAX_TIMER_MS);
		left -= step;
		timer = setTimeout(() => (left > 0 ? arm() : action()), step);
	};
	if (left !== Number.POSITIVE_INFINITY) arm();
	return () => clearTimeout(timer);
}
