// The worker's view of a lost PostgreSQL (queue/connection.ts), without a server: which errors are a lost
// connection, and how a query is tried again within a deadline. queue-restart.test.ts runs it against a real restart.
import type pg from "pg";
import { describe, expect, it } from "vitest";
import { isConnectionLoss, PostgresWatch } from "../src/queue/connection.js";

/** A watch whose PostgreSQL answers `SELECT 1` as `back` says; its log lines. */
function watchOf(back: () => boolean) {
	const lines: string[] = [];
	const db = { query: async () => (back() ? { rows: [] } : Promise.reject(new Error("Connection terminated"))) };
	return { watch: new PostgresWatch(db as unknown as pg.Pool, (line) => lines.push(line)), lines };
}

const sqlError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe("a queue worker's PostgreSQL connection", () => {
	it("tells a lost connection (restart, refused, cut) from a failed query", () => {
		expect(isConnectionLoss(sqlError("57P01", "terminating connection due to administrator command"))).toBe(true);
		expect(isConnectionLoss(sqlError("57P03", "the database system is starting up"))).toBe(true);
		expect(isConnectionLoss(sqlError("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432"))).toBe(true);
		expect(isConnectionLoss(new Error("Connection terminated unexpectedly"))).toBe(true);
		expect(isConnectionLoss(sqlError("23505", "duplicate key value violates unique constraint"))).toBe(false);
		expect(isConnectionLoss(sqlError("42P01", 'relation "modelyard.runs" does not exist'))).toBe(false);
	});

	it("tries a query again while the connection is lost, logs the loss once and the return once", async () => {
		let up = false;
		const { watch, lines } = watchOf(() => up);
		let tries = 0;
		const answer = await watch.patiently("a write", Date.now() + 10_000, async () => {
			tries++;
			if (tries < 3) throw sqlError("57P01", "terminating connection due to administrator command");
			up = true;
			return "stored";
		});
		expect(answer).toBe("stored");
		expect(tries).toBe(3);
		// The watch asks PostgreSQL every second until it answers.
		for (let waited = 0; lines.length < 2 && waited < 8_000; waited += 100) {
			await new Promise((resolve) => setTimeout(resolve, 100));
		}
		watch.close();
		expect(lines).toEqual([
			"lost PostgreSQL (terminating connection due to administrator command): reconnecting; the rows in hand go on",
			"PostgreSQL is back",
		]);
	}, 15_000);

	it("throws a failed query's own error at once, and a query with no answer at its deadline", async () => {
		const { watch } = watchOf(() => true);
		const duplicate = sqlError("23505", "duplicate key");
		await expect(watch.patiently("a write", Date.now() + 10_000, () => Promise.reject(duplicate))).rejects.toBe(
			duplicate,
		);
		const started = Date.now();
		// A cut network: the query never answers.
		await expect(watch.patiently("a handle", Date.now() + 300, () => new Promise(() => {}))).rejects.toThrow(
			"a handle: no answer from PostgreSQL in time",
		);
		expect(Date.now() - started).toBeLessThan(2_000);
		watch.close();
	});
});
