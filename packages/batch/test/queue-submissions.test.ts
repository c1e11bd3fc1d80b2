// The intent to submit a row, as two attempts at one row race for it on a real PostgreSQL: a worker cut off while it
// waited for its first connection, the row taken meanwhile by another, must not send it too when the network heals.
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createTables } from "../src/queue/store.js";
import { claimSubmission, forgetSubmission, submissionStarted } from "../src/queue/submissions.js";
import { freshDatabase, useQueueCluster } from "./helpers/queue-cluster.js";

const cluster = useQueueCluster();

/** Two workers' own pools on one database (their inserts race on separate connections). */
async function twoWorkers(name: string) {
	const { url, db } = await freshDatabase(cluster, name);
	await createTables(db);
	const other = new pg.Pool({ connectionString: url, max: 1 });
	cluster.pools.push(other);
	return [db, other] as const;
}

const row = { run: "r1", index: 0 };

describe("queue submissions: storing a row's intent to submit", () => {
	it("of two attempts that both found no intent, exactly one may send; the other's insert does not overwrite it", async (context) => {
		if (!cluster.postgres) return context.skip(`no PostgreSQL: ${cluster.unavailable}`);
		const [first, second] = await twoWorkers("racing_intents");
		// Both read the row before either wrote its intent (the cut-off worker read it before the partition).
		expect(await submissionStarted(first, row.run, row.index)).toBeUndefined();
		expect(await submissionStarted(second, row.run, row.index)).toBeUndefined();
		const claims = await Promise.all([
			claimSubmission(first, row, "attempt-a"),
			claimSubmission(second, row, "attempt-b"),
		]);
		expect(claims.filter(Boolean)).toHaveLength(1);
		const winner = claims[0] ? "attempt-a" : "attempt-b";
		expect(await submissionStarted(first, row.run, row.index)).toBe(winner);
		// The late one (the healed worker) still may not send, and its forgetting leaves the winner's intent alone.
		expect(await claimSubmission(first, row, "attempt-late")).toBe(false);
		await forgetSubmission(first, row.run, row.index, "attempt-late");
		expect(await submissionStarted(second, row.run, row.index)).toBe(winner);
	});

	it("of two attempts taking over the intent they read (resending on connection loss), exactly one may send", async (context) => {
		if (!cluster.postgres) return context.skip(`no PostgreSQL: ${cluster.unavailable}`);
		const [first, second] = await twoWorkers("taken_over_intents");
		expect(await claimSubmission(first, row, "attempt-dead")).toBe(true);
		const seen = await submissionStarted(first, row.run, row.index);
		expect(seen).toBe("attempt-dead");
		const claims = await Promise.all([
			claimSubmission(first, row, "attempt-a", seen),
			claimSubmission(second, row, "attempt-b", seen),
		]);
		expect(claims.filter(Boolean)).toHaveLength(1);
		// Its own intent forgotten (an error pg-boss retries), the row is free for a new attempt.
		const winner = claims[0] ? "attempt-a" : "attempt-b";
		await forgetSubmission(second, row.run, row.index, winner);
		expect(await submissionStarted(first, row.run, row.index)).toBeUndefined();
		expect(await claimSubmission(second, row, "attempt-c")).toBe(true);
	});
});
