/**
 * A promise cache with a time-to-live and in-flight de-duplication: concurrent `get`s of one key share one
 * `load`; a successful value is reused until it expires; a failure is forgotten at once (the next call retries).
 */
export interface TtlCache<T> {
	get(key: string, load: () => Promise<T>): Promise<T>;
	clear(): void;
}

interface Entry<T> {
	value: Promise<T>;
	/** Infinity while loading: a pending load is always shared. */
	expiresAt: number;
}

export function createTtlCache<T>(ttlMs: () => number): TtlCache<T> {
	const entries = new Map<string, Entry<T>>();
	return {
		get(key, load) {
			const cached = entries.get(key);
			if (cached && cached.expiresAt > Date.now()) return cached.value;
			const entry: Entry<T> = { value: load(), expiresAt: Number.POSITIVE_INFINITY };
			entries.set(key, entry);
			entry.value.then(
				() => {
					entry.expiresAt = Date.now() + ttlMs();
				},
				() => {
					if (entries.get(key) === entry) entries.delete(key);
				},
			);
			return entry.value;
		},
		clear() {
			entries.clear();
		},
	};
}

/** Default lifetime of hub answers (provider mappings, default models). */
export const DEFAULT_HUB_CACHE_TTL_MS = 5 * 60 * 1000;
let hubCacheTtlMs = DEFAULT_HUB_CACHE_TTL_MS;

/** Sets how long provider mappings and default models are reused (milliseconds; 0 disables reuse). */
export function setHubCacheTtl(ttlMs: number): void {
	hubCacheTtlMs = ttlMs;
}

export function hubCacheTtl(): number {
	return hubCacheTtlMs;
}
