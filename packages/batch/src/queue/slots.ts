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
	/** `onLost`: told when a held slot's connection fails (PostgreSQL restarted: the lock went with it). */
	constructor(
		readonly pool: pg.Pool,
		readonly onLost: (error: Error) => void = () => {},
	) {}

	/**
	 * Takes one slot of `provider` (waiting for one while `limit` calls hold them all) and answers how to give it
	 * back. A request holds one provider's slot at a time (the one serving it), so two workers never deadlock.
	 */
	async take(provider: string, limit: number, signal?: AbortSignal): Promise<() => Promise<void>> {
		const client = await this.pool.connect();
		// A held connection that PostgreSQL ends (a restart) emits 'error' on the client, not the pool: without a
		// listener the process dies. The call goes on without its slot; the connection is closed when it ends.
		let broken = false;
		const lost = (error: Error) => {
			broken = true;
			this.onLost(error);
		};
		client.on("error", lost);
		const giveBack = () => {
			client.off("error", lost);
			client.release(broken);
		};
		let slot: [number, number];
		try {
			slot = await this.#take(client, providerKey(provider), limit, signal);
		} catch (error) {
			// A lock wait that failed may have left the lock queued: closing the connection drops it.
			broken = true;
			giveBack();
			throw error;
		}
		return async () => {
			try {
				if (!broken) await client.query("SELECT pg_advisory_unlock($1, $2)", slot);
			} catch {
				// A connection whose lock could not be released is closed: closing releases it.
				broken = true;
			}
			giveBack();
		};
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
