// The queue mode on a real PostgreSQL (a throwaway cluster) with pg-boss, its CLI run under Node 22 (pg-boss 12's
// engines); the provider is a loopback server counting requests in flight.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli, spawnCli } from "./helpers/cli.js";
import { type FakeProvider, startFakeProvider } from "./helpers/fake-provider.js";
import { TOKEN, tempDir, writeRows } from "./helpers/files.js";
import { collectRun, freshDatabase, outputCount, until, useQueueCluster } from "./helpers/queue-cluster.js";

const cluster = useQueueCluster();
const outputs = (run: string) => outputCount(cluster.db, run);

// Side by side: each test's workers work on a database of their own.
describe.concurrent("modelyard on a queue (pg-boss, PostgreSQL)", () => {
	it("3 workers, one killed mid-run: collect gives every row once, in order; the provider cap of 2 holds across them", async (context) => {
		const { postgres, db, node22 } = cluster;
		if (!postgres || !db) return context.skip(`no PostgreSQL: ${cluster.unavailable}`);
		const provider: FakeProvider = await startFakeProvider(() => ({ status: 200, delayMs: 25 }));
		try {
			const dir = tempDir();
			const rows = 80;
			const input = writeRows(dir, rows);
			const queue = ["--queue", postgres.url];
			const call = ["--task", "text-classification", "--provider", "hf-inference", "--endpoint-url", provider.url];
			const enqueueArgs = ["run", "--enqueue", ...call, "--input", input, "--output", join(dir, "unused.jsonl")];
			// A killed worker's rows come back after 10 s without its heartbeat (pg-boss's least); the run opts in to
			// sending again the ones it had sent (else left uncertain: queue-partition.test.ts).
			const enqueueWith = [
				...enqueueArgs,
				"--resend-on-connection-loss",
				"--id-column",
				"id",
				"--provider-limit",
				"hf-inference=2",
				...queue,
				"--job-timeout",
				"10",
			];
			const first = await runCli(enqueueWith, { node: node22 });
			expect(first).toMatchObject({ code: 0 });
			const { run } = JSON.parse(first.stdout) as { run: string };
			const tasks = async () =>
				Number((await db.query("SELECT count(*)::int AS n FROM pgboss.job WHERE data->>'run' = $1", [run])).rows[0].n);
			expect(await tasks()).toBe(rows);
			// Enqueueing again is the same run, and adds no task.
			const again = await runCli(enqueueWith, { node: node22 });
			expect(JSON.parse(again.stdout)).toEqual({ run, rows });
			expect(await tasks()).toBe(rows);

			const workers = await Promise.all(
				[0, 1, 2].map(() => spawnCli(["worker", ...queue, "--concurrency", "4"], { node: node22 })),
			);
			await until("a third of the rows", async () => (await outputs(run)) >= rows / 3);
			workers[0]?.child.kill("SIGKILL");
			await until("every row", async () => (await outputs(run)) === rows);
			for (const worker of workers.slice(1)) worker.child.kill("SIGTERM");
			for (const worker of workers.slice(1)) expect((await worker.done).code).toBe(0);

			const { summary, lines } = await collectRun(cluster, postgres.url, run, dir);
			expect(summary).toEqual({ run, total: rows, written: rows, missing: 0 });
			expect(lines.map((l) => l.index)).toEqual(Array.from({ length: rows }, (_, i) => i));
			expect(lines.map((l) => l.id)).toEqual(Array.from({ length: rows }, (_, i) => `r${i}`));
			expect(lines.every((l) => l.ok)).toBe(true);
			expect(provider.maxInFlight).toBe(2);
			expect(provider.requests.every((r) => r.authorization === `Bearer ${TOKEN}`)).toBe(true);
		} finally {
			await provider.close();
		}
	}, 120_000);

	it("a row that keeps failing goes to the dead letters with an error line; redrive sends it again", async (context) => {
		const { postgres, node22 } = cluster;
		if (!postgres) return context.skip(`no PostgreSQL: ${cluster.unavailable}`);
		// A database of its own: the other test's workers, beside it, take only their own rows.
		const { url, db } = await freshDatabase(cluster, "dead_letters");
		let healed = false;
		const provider = await startFakeProvider((r) =>
			r.inputs === "text 2" && !healed ? { status: 500 } : { status: 200 },
		);
		try {
			const dir = tempDir();
			const input = writeRows(dir, 4);
			const queue = ["--queue", url];
			const call = ["--task", "text-classification", "--endpoint-url", provider.url, "--max-retries", "0"];
			const enqueued = await runCli(["run", "--enqueue", ...call, "--input", input, "--output", "x.jsonl", ...queue], {
				node: node22,
			});
			const { run } = JSON.parse(enqueued.stdout) as { run: string };
			const worker = await spawnCli(["worker", ...queue, "--concurrency", "2"], { node: node22 });
			await until("every row with a line", async () => (await outputCount(db, run)) === 4);
			const status = await runCli(["status", ...queue, "--run", run], { node: node22 });
			expect(JSON.parse(status.stdout)).toMatchObject({ run, total: 4, done: 4, failed: 1, deadLetters: 1 });
			// One request per pg-boss attempt: the first and its two retries.
			expect(provider.requests.filter((r) => r.inputs === "text 2")).toHaveLength(3);

			healed = true;
			const redriven = await runCli(["redrive", ...queue, "--run", run], { node: node22 });
			expect(JSON.parse(redriven.stdout)).toEqual({ run, redriven: 1, resumed: 0 });
			await until("the redriven row", async () =>
				Boolean((await db.query("SELECT ok FROM modelyard.outputs WHERE run = $1 AND index = 2", [run])).rows[0]?.ok),
			);
			worker.child.kill("SIGTERM");
			expect((await worker.done).code).toBe(0);
			const collected = await collectRun(cluster, url, run, dir);
			expect(collected.code).toBe(0);
			expect(collected.lines.map((l) => [l.index, l.ok])).toEqual([
				[0, true],
				[1, true],
				[2, true],
				[3, true],
			]);
		} finally {
			await provider.close();
		}
	}, 120_000);

	it("refuses --queue on a Node older than 22.12 with a clear message, before connecting", async () => {
		if (Number(process.versions.node.split(".")[0]) >= 22) return;
		const result = await runCli(["status", "--queue", "postgres://127.0.0.1:1/none", "--run", "x"]);
		expect(result.code).toBe(2);
		expect(result.stderr).toContain(`needs Node.js 22.12 or newer; this is Node.js ${process.versions.node}`);
	});
});
