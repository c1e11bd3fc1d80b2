import {
	type KeyLimits,
	type LimitName,
	retryAfterSeconds,
	type Usage,
	type UsageStore,
	windowsAt,
} from "./key-limits.js";

/** What a receipt tells the limiter (the client's Receipt fits). */
export interface ReceiptUsage {
	usage?: Record<string, unknown> | undefined;
	costUsd?: number | undefined;
}

/** A request refused by a limit: which one, when to come back, and the words of the 429. */
export interface Refusal {
	refused: true;
	limit: LimitName;
	retryAfterSeconds: number;
	message: string;
}

/** An admitted request: hand it every receipt of its calls, and end it when its response is over. */
export interface Ticket {
	refused: false;
	receipt(receipt: ReceiptUsage): void;
	end(): void;
}

/** The tokens of a receipt: `total_tokens`, else prompt + completion. */
function tokensOf(usage: Record<string, unknown> | undefined): number {
	if (!usage) return 0;
	if (typeof usage["total_tokens"] === "number") return usage["total_tokens"];
	const prompt = usage["prompt_tokens"];
	const completion = usage["completion_tokens"];
	return (typeof prompt === "number" ? prompt : 0) + (typeof completion === "number" ? completion : 0);
}

function limitOf(limits: KeyLimits, limit: LimitName): number | undefined {
	if (limit === "requests per minute") return limits.requestsPerMinute;
	if (limit === "tokens per minute") return limits.tokensPerMinute;
	return limits.usdPerDay;
}

/**
 * The per-key limits of one gateway: admits or refuses each request, then adds what its calls used. Writes to the
 * store happen beside the response; `idle()` waits for them (a draining gateway, a test). A store that fails is
 * reported through `onError` and never fails the request that was already answered.
 */
export class KeyLimiter {
	readonly #pending = new Set<Promise<void>>();

	constructor(
		readonly store: UsageStore,
		private readonly onError: (error: unknown) => void = () => {},
		private readonly now: () => number = Date.now,
	) {}

	/** Admits a request of the key named `key` (a name, never the key's secret) under `limits`. */
	async admit(key: string, limits: KeyLimits): Promise<Ticket | Refusal> {
		const now = this.now();
		const windows = windowsAt(now);
		const admission = await this.store.admit(key, limits, windows);
		if (!admission.admitted) {
			const retryAfter = retryAfterSeconds(admission.limit, windows, now);
			const used = admission.limit === "USD per day" ? admission.used.toFixed(4) : String(admission.used);
			return {
				refused: true,
				limit: admission.limit,
				retryAfterSeconds: retryAfter,
				message: `Rate limit reached for gateway key "${key}" on ${admission.limit}: limit ${limitOf(limits, admission.limit)}, used ${used}. Try again in ${retryAfter} s.`,
			};
		}
		let reservation = admission.reservedUsd;
		const settle = (usage: Usage) => {
			const current = windowsAt(this.now());
			// A reservation of a day that has ended went with that day.
			const releaseUsd = current.day === windows.day ? reservation : 0;
			reservation = 0;
			this.#track(this.store.settle(key, current, usage, releaseUsd));
		};
		return {
			refused: false,
			receipt: ({ usage, costUsd }) => settle({ tokens: tokensOf(usage), costUsd: costUsd ?? 0 }),
			end: () => {
				if (reservation > 0) settle({ tokens: 0, costUsd: 0 });
			},
		};
	}

	/** Resolves once every write started so far is done. */
	async idle(): Promise<void> {
		while (this.#pending.size > 0) await Promise.all(this.#pending);
	}

	#track(write: Promise<void>): void {
		const tracked = write.catch(this.onError).finally(() => this.#pending.delete(tracked));
		this.#pending.add(tracked);
	}
}
