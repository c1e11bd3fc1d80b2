import { parseRetryAfter, rateLimitBackoff, realSleep } from "@modelyard/inference";

/**
 * The longest one pause of a provider lasts, whatever its `Retry-After` (or rate-limit reset) asks: 10 minutes. A
 * server that asks for days does not stall a run silently: the runner says so (`onWarning`), waits this long, then
 * asks again; each 429 after it is another step of at most this long.
 */
export const MAX_PAUSE_MS = 10 * 60_000;

const minutes = (ms: number) =>
	ms >= 86_400_000 ? `${(ms / 86_400_000).toFixed(1)} days` : `${Math.ceil(ms / 60_000)} minutes`;

/** `ms`, or MAX_PAUSE_MS when it asks for longer (said through `warn`, naming `who` asked). */
export function cappedPause(ms: number, who: string, warn?: (message: string) => void): number {
	if (ms <= MAX_PAUSE_MS) return ms;
	warn?.(
		`${who} asked to wait ${minutes(ms)} (Retry-After or rate-limit reset): pausing ${minutes(MAX_PAUSE_MS)}, the most one pause lasts, then asking again`,
	);
	return MAX_PAUSE_MS;
}

export interface LaneOptions {
	/** Most calls in flight; the lane starts there, halves on a rate limit and grows back by one per window. */
	concurrency: number;
	/** Most calls started per second (none: unbounded); halved on a rate limit, grown back on successes. */
	rps?: number;
	now?: () => number;
	/** The jitter of the backoff after a 429 without Retry-After; default Math.random. */
	random?: () => number;
	/** Who the lane is for, in warnings: a provider's name; default "the provider". */
	label?: string;
	/** Told when a pause asked for is longer than MAX_PAUSE_MS, and cut to it. */
	onWarning?: (message: string) => void;
}

/**
 * Concurrency and rate towards one provider, adapting as TCP does (AIMD): a rate limit (429, Retry-After,
 * rate-limit headers) halves both and pauses the lane for the wait asked; each success adds back a little.
 * Nothing is started while the lane is paused. While a call waits for the lane, its timer keeps the process
 * alive: a run paused by a provider is not a run with nothing left to do.
 */
export class Lane {
	readonly maxConcurrency: number;
	readonly maxRps: number | undefined;
	limit: number;
	rps: number | undefined;
	inFlight = 0;
	pausedUntil = 0;
	#nextStart = 0;
	#rateLimits = 0;
	#waiters = new Set<() => void>();
	/** The wake-up of the waiters: when it is due, and how to call it off. */
	#wake: { at: number; stop: AbortController } | undefined;
	readonly #now: () => number;
	readonly #random: () => number;
	readonly #label: string;
	readonly #onWarning: ((message: string) => void) | undefined;

	constructor(options: LaneOptions) {
		this.maxConcurrency = Math.max(1, Math.floor(options.concurrency));
		this.limit = this.maxConcurrency;
		this.maxRps = options.rps;
		this.rps = options.rps;
		this.#now = options.now ?? Date.now;
		this.#random = options.random ?? Math.random;
		this.#label = options.label ?? "the provider";
		this.#onWarning = options.onWarning;
	}

	/** Waits for a free slot (and the rate, and the end of any pause); the caller must `release` it. */
	async acquire(signal?: AbortSignal): Promise<void> {
		for (;;) {
			signal?.throwIfAborted();
			const now = this.#now();
			const wait = Math.max(this.pausedUntil - now, this.rps ? this.#nextStart - now : 0);
			if (wait <= 0 && this.inFlight < Math.floor(this.limit)) {
				this.inFlight++;
				if (this.rps) this.#nextStart = Math.max(now, this.#nextStart) + 1000 / this.rps;
				return;
			}
			await new Promise<void>((resolve) => {
				const wake = () => {
					signal?.removeEventListener("abort", abandon);
					resolve();
				};
				// An aborted wait leaves the lane; the last one leaving stops the wake-up, so a stopped run can exit.
				const abandon = () => {
					this.#waiters.delete(wake);
					if (this.#waiters.size === 0) this.#stopWake();
					resolve();
				};
				this.#waiters.add(wake);
				signal?.addEventListener("abort", abandon, { once: true });
				if (wait > 0) this.#wakeAfter(wait);
			});
		}
	}

	/** Frees a slot; `ok` grows the lane back (additive increase). */
	release(ok: boolean): void {
		this.inFlight--;
		if (ok) {
			this.#rateLimits = 0;
			this.limit = Math.min(this.maxConcurrency, this.limit + 1 / Math.max(1, this.limit));
			if (this.rps !== undefined && this.maxRps !== undefined)
				this.rps = Math.min(this.maxRps, this.rps + this.maxRps / 20);
		}
		this.#wakeAll();
	}

	/**
	 * The provider said "too many": halve (multiplicative decrease) and start nothing for `retryAfterMs`, or
	 * without it for the client's backoff after a 429 (500 ms doubling per consecutive one, jittered, capped).
	 */
	rateLimited(retryAfterMs?: number): void {
		this.#rateLimits++;
		this.limit = Math.max(1, this.limit / 2);
		if (this.rps !== undefined) this.rps = Math.max(0.1, this.rps / 2);
		this.pauseFor(retryAfterMs ?? rateLimitBackoff(this.#rateLimits - 1, this.#random));
	}

	/**
	 * Resolves once the lane is not paused; rejects with the signal's reason when it aborts first. The fetch calls
	 * it right before sending: a call let through before a 429 arrived may still be on its way to the fetch (the
	 * client resolves its route first) when the pause begins.
	 */
	async unpaused(signal?: AbortSignal): Promise<void> {
		for (let wait = this.pausedUntil - this.#now(); wait > 0; wait = this.pausedUntil - this.#now()) {
			await realSleep(wait, signal);
		}
	}

	/**
	 * Starts nothing for `ms` (a Retry-After, or a rate-limit header said the quota is spent until then), at most
	 * MAX_PAUSE_MS: a longer one is cut to it, and said.
	 */
	pauseFor(ms: number): void {
		const pause = cappedPause(ms, this.#label, this.#onWarning);
		this.pausedUntil = Math.max(this.pausedUntil, this.#now() + pause);
		if (this.#waiters.size > 0) this.#wakeAfter(this.pausedUntil - this.#now());
	}

	/** Wakes the waiters in `ms` (or sooner, if already due sooner): each then checks again. The client's own sleep. */
	#wakeAfter(ms: number): void {
		const at = this.#now() + ms;
		if (this.#wake && this.#wake.at <= at) return;
		this.#stopWake();
		const wake = { at, stop: new AbortController() };
		this.#wake = wake;
		realSleep(Math.max(1, ms), wake.stop.signal).then(
			() => {
				if (this.#wake === wake) this.#wake = undefined;
				this.#wakeAll();
			},
			() => {},
		);
	}

	#stopWake(): void {
		this.#wake?.stop.abort();
		this.#wake = undefined;
	}

	#wakeAll(): void {
		const waiters = [...this.#waiters];
		this.#waiters.clear();
		// A wake-up with nobody waiting must not hold the process: a waiter still held up arms it again.
		this.#stopWake();
		for (const wake of waiters) wake();
	}
}

/** "1s", "250ms", "1m30s", "6.5" (seconds) -> milliseconds; undefined when unreadable. */
export function parseResetDuration(value: string | null): number | undefined {
	if (!value) return undefined;
	if (/^\d+(\.\d+)?$/.test(value.trim())) return Number(value) * 1000;
	const units: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
	let total = 0;
	let matched = "";
	for (const [whole, amount, unit] of value.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)) {
		total += Number(amount) * (units[unit as string] ?? 0);
		matched += whole;
	}
	return matched === value.trim() && matched !== "" ? total : undefined;
}

/** The lane a request to `url` goes through (waiting for a slot of it, if need be); undefined: none. */
export type LaneOf = (url: string, signal?: AbortSignal) => Lane | undefined | Promise<Lane | undefined>;

/**
 * A fetch that sends nothing while the request's lane is paused, and pauses it when an answer refuses (429, for its
 * Retry-After, else the client's backoff) or says the quota is spent (`x-ratelimit-remaining[-requests]: 0`, with
 * `x-ratelimit-reset[-requests]` telling for how long), as OpenAI-compatible providers send.
 */
export function watchRateLimitHeaders(fetchFn: typeof fetch, laneOf: LaneOf): typeof fetch {
	return async (input, init) => {
		const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
		const signal = init?.signal ?? undefined;
		const lane = await laneOf(url, signal);
		await lane?.unpaused(signal);
		const response = await fetchFn(input, init);
		const headers = response.headers;
		if (response.status === 429) lane?.rateLimited(parseRetryAfter(headers.get("retry-after"), Date.now()));
		const remaining = headers.get("x-ratelimit-remaining-requests") ?? headers.get("x-ratelimit-remaining");
		if (remaining !== null && Number(remaining) <= 0) {
			const reset = parseResetDuration(headers.get("x-ratelimit-reset-requests") ?? headers.get("x-ratelimit-reset"));
			lane?.pauseFor(reset ?? 1000);
		}
		return response;
	};
}
