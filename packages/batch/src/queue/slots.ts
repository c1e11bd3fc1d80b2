import type pg from "pg";

/** A 31-bit hash of a provider name: the first key of its advisory locks. */
function providerKey(provider: string): number {
	let hash = 0x811c9dc5;
	for (let i = 0; i < provider.length; i++) hash = Math.imul(hash ^ provider.charCodeAt(i), 0x01000193);
	return hash & 0x7fffffff;
}

/**
 * A strict cap on calls in flight per provider across every worker: slot `n` of provider `p` is the session
 * advisory lock (key(p), n), held on a connection of this worker for the length of the call. PostgreSQL drops
 * a killed worker's locks with its connections, so a crash never leaks a slot.
 */
export class ProviderSlots {
	constructor(readonly pool: pg.Pool) {}

	/** Runs `request` holding one slot of each capped provider (in a fixed order, so two workers never deadlock). */
	async hold<T>(
		limits: Array<[provider: string, limit: number]>,
		request: () => Promise<T>,
		signal?: AbortSignal,
	): Promise<T> {
		if (limits.length === 0) return request();
		const client = await this.pool.connect();
		const held: Array<[number, number]> = [];
		let broken = false;
		try {
			for (const [provider, limit] of [...limits].sort(([a], [b]) => a.localeCompare(b))) {
				held.push(await this.#take(client, providerKey(provider), limit, signal));
			}
			return await request();
		} finally {
			try {
				for (const [key, slot] of held) await client.query("SELECT pg_advisory_unlock($1, $2)", [key, slot]);
			} catch {
				broken = true;
			}
			// A connection whose locks could not be released is closed: closing releases them.
			client.release(broken);
		}
	}

	/**
	 * A free slot if there is one; else waits in PostgreSQL's own lock queue on one slot, picked at random (so the
	 * waiters spread over the slots), woken the moment its holder lets go.
	 */
	async #take(client: pg.PoolClient, key: number, limit: number, signal?: AbortSignal): Promise<[number, number]> {
		signal?.throwIfAborted();
		for (let slot = 0; slot < limit; slot++) {
			const { rows } = await client.query("SELECT pg_try_advisory_lock($1, $2) AS ok", [key, slot]);
			if (rows[0]?.ok) return [key, slot];
		}
		const slot = Math.floor(Math.random() * limit);
		await client.query("SELECT pg_advisory_lock($1, $2)", [key, slot]);
		return [key, slot];
	}
}
