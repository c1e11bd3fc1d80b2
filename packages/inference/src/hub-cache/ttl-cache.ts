import { untilAborted } from "../http/index.js";

/**
 * A promise cache with a time-to-live, a size bound and in-flight de-duplication: concurrent `get`s of one key
 * share one `load`; a successful value is reused until it expires; a failure is forgotten at once (the next call
 * retries). Past `maxEntries` keys, the key loaded longest ago is dropped.
 */
export interface TtlCache<T> {
	/**
	 * `signal` is the caller's: when a load started by ANOTHER caller fails because that caller aborted, this
	 * caller starts its own load instead of inheriting someone else's cancellation.
	 */
	get(key: string, load: () => Promise<T>, signal?: AbortSignal): Promise<T>;
	clear(): void;
}

interface Entry<T> {
	value: Promise<T>;
	/** Infinity while loading: a pending load is always shared. */
	expiresAt: number;
	/** The signal of the caller whose load this is. */
	owner: AbortSignal | undefined;
	/** Loaded: then `expiresAt` is finite. */
	loaded?: boolean;
}

export function createTtlCache<T>(ttlMs: () => number, maxEntries = Number.POSITIVE_INFINITY): TtlCache<T> {
	const entries = new Map<string, Entry<T>>();
	const start = (key: string, load: () => Promise<T>, signal: AbortSignal | undefined): Entry<T> => {
		const entry: Entry<T> = { value: load(), expiresAt: Number.POSITIVE_INFINITY, owner: signal };
		// Deleted first so a reloaded key moves to the end of the map's order: the oldest load goes first.
		entries.delete(key);
		entries.set(key, entry);
		trimToSize(entries, maxEntries);
		entry.value.then(
			() => {
				entry.expiresAt = Date.now() + ttlMs();
				entry.loaded = true;
			},
			() => {
				if (entries.get(key) === entry) entries.delete(key);
			},
		);
		return entry;
	};
	return {
		get(key, load, signal) {
			const cached = entries.get(key);
			if (!cached || cached.expiresAt <= Date.now()) return start(key, load, signal).value;
			if (cached.loaded) return cached.value;
			const shared = cached.value.catch((error: unknown) => {
				const abortedByAnother = cached.owner !== signal && cached.owner?.aborted === true && !signal?.aborted;
				if (!abortedByAnother) throw error;
				return (entries.get(key) ?? start(key, load, signal)).value;
			});
			// Another caller's load: this caller still stops at its own signal (its abort, its timeout).
			return cached.owner === signal ? shared : untilAborted(shared, signal);
		},
		clear() {
			entries.clear();
		},
	};
}

/** Drops the oldest keys (in insertion order) until at most `max` are left. */
export function trimToSize(keyed: Map<string, unknown> | Set<string>, max: number): void {
	for (const key of keyed.keys()) {
		if (keyed.size <= max) return;
		keyed.delete(key);
	}
}
