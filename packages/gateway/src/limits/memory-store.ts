import type { Admission, KeyLimits, Usage, UsageStore, Windows } from "./key-limits.js";

interface KeyUsage {
	minute: number;
	requests: number;
	tokens: number;
	day: number;
	spentUsd: number;
	reservedUsd: number;
	/** The largest cost one call of the key had this day: what each request reserves at least. */
	maxCallUsd: number;
}

/**
 * Usage counted in this process (the default): one entry per key, holding only its current minute and day, so
 * memory stays bounded by the number of keys. Every step is synchronous, hence atomic between requests.
 */
export class MemoryUsageStore implements UsageStore {
	readonly #keys = new Map<string, KeyUsage>();

	async admit(key: string, limits: KeyLimits, windows: Windows): Promise<Admission> {
		const usage = this.#current(key, windows);
		if (limits.requestsPerMinute !== undefined && usage.requests >= limits.requestsPerMinute)
			return { admitted: false, limit: "requests per minute", used: usage.requests };
		if (limits.tokensPerMinute !== undefined && usage.tokens >= limits.tokensPerMinute)
			return { admitted: false, limit: "tokens per minute", used: usage.tokens };
		const reservedUsd = Math.max(limits.reserveUsd ?? 0, usage.maxCallUsd);
		if (limits.usdPerDay !== undefined && usage.spentUsd + usage.reservedUsd + reservedUsd > limits.usdPerDay)
			return { admitted: false, limit: "USD per day", used: usage.spentUsd };
		usage.requests++;
		usage.reservedUsd += reservedUsd;
		return { admitted: true, reservedUsd };
	}

	async settle(key: string, windows: Windows, { tokens, costUsd }: Usage, releaseUsd: number): Promise<void> {
		const usage = this.#current(key, windows);
		usage.tokens += tokens;
		usage.spentUsd += costUsd;
		usage.maxCallUsd = Math.max(usage.maxCallUsd, costUsd);
		usage.reservedUsd = Math.max(0, usage.reservedUsd - releaseUsd);
	}

	async close(): Promise<void> {}

	/** The key's usage, its windows reset when `windows` starts a new minute or day. */
	#current(key: string, windows: Windows): KeyUsage {
		let usage = this.#keys.get(key);
		if (!usage) {
			usage = {
				minute: windows.minute,
				requests: 0,
				tokens: 0,
				day: windows.day,
				spentUsd: 0,
				reservedUsd: 0,
				maxCallUsd: 0,
			};
			this.#keys.set(key, usage);
		}
		if (windows.minute > usage.minute) Object.assign(usage, { minute: windows.minute, requests: 0, tokens: 0 });
		if (windows.day > usage.day) Object.assign(usage, { day: windows.day, spentUsd: 0, reservedUsd: 0, maxCallUsd: 0 });
		return usage;
	}
}
