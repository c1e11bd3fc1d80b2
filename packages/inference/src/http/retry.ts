import type { Sleep } from "./types.js";

/** First backoff window; doubled per attempt up to BACKOFF_CAP_MS. */
export const BACKOFF_BASE_MS = 500;
export const BACKOFF_CAP_MS = 8_000;
/** A server may ask us to wait; we wait at most this long per retry (the caller's timeout still applies). */
export const RETRY_AFTER_CAP_MS = 60_000;

/** Status codes retried while `retryOnError` is not false: 503 means "loading / overloaded, come back". */
export function isRetryableStatus(status: number): boolean {
	return status === 503;
}

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

/** setTimeout fires at once for delays above this (2^31 - 1 ms, about 24.8 days) or Infinity. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * setTimeout-based sleep that stops at once, rejecting with the abort reason, when the signal aborts. Longer
 * delays wait the longest a timer can (a `timeout: Infinity` must not time out at once).
 */
export const realSleep: Sleep = (ms, signal) =>
	new Promise<void>((resolve, reject) => {
		if (signal?.aborted) {
			reject(signal.reason);
			return;
		}
		const onAbort = () => {
			clearTimeout(timer);
			reject(signal?.reason);
		};
		const timer = setTimeout(
			() => {
				signal?.removeEventListener("abort", onAbort);
				resolve();
			},
			Math.min(ms, MAX_TIMER_MS),
		);
		signal?.addEventListener("abort", onAbort, { once: true });
	});
