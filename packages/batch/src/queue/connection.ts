import type pg from "pg";

/** SQLSTATE classes of a lost or refused connection: 08 (connection exception), 57P (shutdown), 53300 (too many). */
const LOST_STATES = /^(08|57P|53300)/;
/** Node's socket errors. */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH"]);
/** pg's own words for a connection that went away (it gives them no code). */
const LOST_WORDS =
	/connection terminated|connection (ended|closed|timeout)|encountered a connection error|not queryable/i;

/** Whether a failed query failed for the connection (PostgreSQL restarting, a network cut), not for the query. */
export function isConnectionLoss(error: unknown): boolean {
	const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
	if (typeof code === "string" && (LOST_STATES.test(code) || SOCKET_CODES.has(code))) return true;
	return typeof message === "string" && LOST_WORDS.test(message);
}

/** How often a lost PostgreSQL is asked whether it is back, and a write that failed for the connection tried again. */
const RETRY_MS = 1000;

/**
 * A worker's view of its PostgreSQL connection: the first sign of a lost one (a pool's idle connection ended, a
 * query refused, a pg-boss error) is logged once, then PostgreSQL is asked every second until it answers, which
 * is logged too. Meanwhile pg and pg-boss open new connections on their own; the rows in hand go on.
 */
export class PostgresWatch {
	#lost = false;
	#closed = false;

	constructor(
		readonly db: pg.Pool,
		readonly log: (line: string) => void,
	) {}

	/** Tells the watch of an error; answers whether it was a lost connection. */
	noteError(error: unknown): boolean {
		if (!isConnectionLoss(error)) return false;
		if (this.#lost || this.#closed) return true;
		this.#lost = true;
		this.log(`lost PostgreSQL (${(error as Error).message}): reconnecting; the rows in hand go on`);
		void this.#waitForIt();
		return true;
	}

	async #waitForIt(): Promise<void> {
		while (!this.#closed) {
			await sleep(RETRY_MS);
			try {
				await this.db.query("SELECT 1");
				this.#lost = false;
				this.log("PostgreSQL is back");
				return;
			} catch {}
		}
	}

	/** Before the pool ends: stops asking. */
	close(): void {
		this.#closed = true;
	}

	/**
	 * Runs a query, tried again while the connection is lost, until `deadline` (a time): past it, or for any
	 * other error, it throws. A query that hangs (a cut network answers nothing) throws at the deadline too.
	 */
	async patiently<T>(what: string, deadline: number, query: () => Promise<T>): Promise<T> {
		for (;;) {
			const left = deadline - Date.now();
			try {
				if (left <= 0) throw new Error(`${what}: no answer from PostgreSQL in time`);
				return await withinMs(left, `${what}: no answer from PostgreSQL in time`, query());
			} catch (error) {
				if (!this.noteError(error) || Date.now() + RETRY_MS >= deadline) throw error;
				await sleep(RETRY_MS);
			}
		}
	}
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** `promise`, or a rejection with `message` after `ms`. */
async function withinMs<T>(ms: number, message: string, promise: Promise<T>): Promise<T> {
	let timer: NodeJS.Timeout | undefined;
	const late = new Promise<never>((_, reject) => {
		timer = setTimeout(() => reject(new Error(message)), ms);
	});
	try {
		return await Promise.race([promise, late]);
	} finally {
		clearTimeout(timer);
	}
}
