// A PostgreSQL restart under running workers (the operator's `pg_ctl restart`: every connection terminated): the
// workers reconnect, say so in their log, and finish the run, each row sent to the provider once.
import { describe, expect, it } from "vitest";
import { runCli, spawnCli } from "./helpers/cli.js";
import { startFakeProvider } from "./helpers/fake-provider.js";
import { tempDir, writeRows } from "./helpers/files.js";
import { collectRun, freshDatabase, outputCount, until, useQueueCluster } from "./helpers/queue-cluster.js";

// This file's own cluster: restarting it must not cut the other files' tests off.
const cluster = useQueueCluster();

/** The count, or -1 while the cluster is restarting. */
const countOrNone = (count: Promise<number>) => count.catch(() => -1);

describe("queue workers across a PostgreSQL restart", () => {
	it("pg_ctl restart mid-run: both workers reconnect, say so, and finish the run with every row sent once", async (context) => {
		const { postgres, node22 } = cluster;
		if (!postgres) return context.skip(`no PostgreSQL: ${cluster.unavailable}`);
		const { url, db } = await freshDatabase(cluster, "restarted");
		// Calls of a second: six are in flight when PostgreSQL goes, their lines and completions due while it is down.
		const provider = await startFakeProvider(() => ({ status: 200, delayMs: 1000 }));
		try {
			const dir = tempDir();
			const rows = 30;
			const queue = ["--queue", url];
			const call = ["--task", "text-classification", "--provider", "hf-inference", "--endpoint-url", provider.url];
			// A cross-worker cap: its slots are held on connections of their own, which the restart ends mid-call.
			const limits = ["--provider-limit", "hf-inference=4", "--task-timeout", "10"];
			const enqueued = await runCli(
				["run", "--enqueue", ...call, ...limits, "--input", writeRows(dir, rows), "--output", "x.jsonl", ...queue],
				{ node: node22 },
			);
			expect(enqueued.code).toBe(0);
			const { run } = JSON.parse(enqueued.stdout) as { run: string };
			const workers = await Promise.all(
				[1, 2].map(() => spawnCli(["worker", ...queue, "--concurrency", "3"], { node: node22 })),
			);
			await until("a few lines before the restart", async () => (await outputCount(db, run)) >= 6, 60_000);
			postgres.restart();
			// Before: both workers died of an unhandled 'error' event on their pool, and the run stalled here.
			await until("the run's lines", async () => (await countOrNone(outputCount(db, run))) === rows, 120_000);
			for (const worker of workers) expect(worker.child.exitCode).toBeNull();
			for (const worker of workers) worker.child.kill("SIGTERM");
			for (const worker of workers) {
				const { code, stderr } = await worker.done;
				expect(code).toBe(0);
				expect(stderr).toContain("modelyard worker: lost PostgreSQL");
				expect(stderr).toContain("modelyard worker: PostgreSQL is back");
				expect(stderr).not.toContain("Unhandled");
			}
			// Every row sent once: a row whose line or completion could not be written during the restart was not sent again.
			const sent = new Map<string, number>();
			for (const request of provider.requests) sent.set(request.inputs, (sent.get(request.inputs) ?? 0) + 1);
			expect(sent.size).toBe(rows);
			expect([...sent.values()].every((count) => count === 1)).toBe(true);
			const collected = await collectRun(cluster, url, run, dir);
			expect(collected.code).toBe(0);
			expect(collected.lines.map((line) => [line.index, line.ok])).toEqual(
				Array.from({ length: rows }, (_, index) => [index, true]),
			);
		} finally {
			await provider.close();
		}
	}, 240_000);
});
