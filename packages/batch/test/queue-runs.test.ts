// A run in the queue: its definition is fixed at its first enqueue, `status` counts its own jobs, and a worker
// that could not look it up once (a database blip) looks again for its next row.
import { describe, expect, it } from "vitest";
import { runCli, spawnCli } from "./helpers/cli.js";
import { startFakeProvider } from "./helpers/fake-provider.js";
import { tempDir, writeRows } from "./helpers/files.js";
import { collectRun, freshDatabase, outputCount, until, useQueueCluster } from "./helpers/queue-cluster.js";

const cluster = useQueueCluster();

const call = (url: string) => ["--task", "text-classification", "--endpoint-url", url];

// Side by side: the first two tests' runs have names of their own and no worker; the third has its own database.
describe.concurrent("runs in the queue", () => {
	it("re-enqueueing --run NAME: the same spec adds nothing; another spec or other rows are refused, the run kept", async (context) => {
		const { postgres, db, node22 } = cluster;
		if (!postgres || !db) return context.skip(`no PostgreSQL: ${cluster.unavailable}`);
		const dir = tempDir();
		const input = writeRows(dir, 3);
		const queue = ["--queue", postgres.url, "--run", "nightly"];
		const enqueue = (...args: string[]) =>
			runCli(["run", "--enqueue", ...args, "--output", "x.jsonl", ...queue], { node: node22 });
		const jobs = async () =>
			(await db.query("SELECT count(*)::int AS n FROM pgboss.job WHERE data->>'run' = 'nightly'")).rows[0].n;
		const spec = async () =>
			(await db.query("SELECT config->'spec' AS spec FROM modelyard.runs WHERE run = 'nightly'")).rows[0].spec;

		const first = await enqueue(...call("http://127.0.0.1:9/a"), "--input", input);
		expect(first.code).toBe(0);
		expect(JSON.parse(first.stdout)).toEqual({ run: "nightly", rows: 3 });
		const stored = await spec();
		const again = await enqueue(...call("http://127.0.0.1:9/a"), "--input", input);
		expect([again.code, JSON.parse(again.stdout)]).toEqual([0, { run: "nightly", rows: 3 }]);
		expect(await jobs()).toBe(3);

		const otherSpec = await enqueue(...call("http://127.0.0.1:9/b"), "--input", input);
		expect(otherSpec.code).toBe(2);
		expect(otherSpec.stdout).toBe("");
		expect(otherSpec.stderr).toContain('Run "nightly" is already in the queue with a different call');
		expect(otherSpec.stderr).toContain("Enqueue under another --run name");
		const otherRows = await enqueue(...call("http://127.0.0.1:9/a"), "--input", writeRows(dir, 5, "more.jsonl"));
		expect(otherRows.code).toBe(2);
		expect(otherRows.stderr).toContain("with a different input file content");
		expect(await jobs()).toBe(3);
		expect(await spec()).toEqual(stored);
	}, 60_000);

	it("status counts the run's own queued, active, done, failed and dead-lettered rows, not the whole queue's", async (context) => {
		const { postgres, node22 } = cluster;
		if (!postgres) return context.skip(`no PostgreSQL: ${cluster.unavailable}`);
		const dir = tempDir();
		const queue = ["--queue", postgres.url];
		const enqueue = async (rows: number) => {
			const args = [...call("http://127.0.0.1:9"), "--input", writeRows(dir, rows, `rows-${rows}.jsonl`)];
			const result = await runCli(["run", "--enqueue", ...args, "--output", "x.jsonl", ...queue], { node: node22 });
			return (JSON.parse(result.stdout) as { run: string }).run;
		};
		const small = await enqueue(4);
		const large = await enqueue(7);
		const status = async (run: string) =>
			JSON.parse((await runCli(["status", ...queue, "--run", run], { node: node22 })).stdout);
		expect(await status(small)).toEqual({
			run: small,
			total: 4,
			done: 0,
			failed: 0,
			uncertain: 0,
			queued: 4,
			active: 0,
			deadLetters: 0,
		});
		expect(await status(large)).toMatchObject({ total: 7, queued: 7, active: 0 });
	}, 60_000);

	it("a run lookup that failed (its table gone for a moment) is asked again: the run's later rows are written", async (context) => {
		const { postgres, node22 } = cluster;
		if (!postgres) return context.skip(`no PostgreSQL: ${cluster.unavailable}`);
		// A database of its own: its worker takes only this run's rows (not the other tests' rows for a closed port,
		// retried with backoff), and renaming its tables cannot disturb the other tests.
		const { url, db } = await freshDatabase(cluster, "run_lookup_blip");
		const provider = await startFakeProvider();
		try {
			const dir = tempDir();
			const queue = ["--queue", url];
			const args = [...call(provider.url), "--input", writeRows(dir, 4), "--output", "x.jsonl"];
			const enqueued = await runCli(["run", "--enqueue", ...args, ...queue], { node: node22 });
			const { run } = JSON.parse(enqueued.stdout) as { run: string };
			// The rows wait until the worker has started (and made its tables), so the blip falls on their lookup.
			await db.query(
				"UPDATE pgboss.job SET start_after = now() + interval '1 hour' WHERE name = 'modelyard-rows' AND data->>'run' = $1",
				[run],
			);
			const worker = await spawnCli(["worker", ...queue, "--concurrency", "1"], { node: node22 });
			let started = false;
			worker.child.stderr?.on("data", (chunk) => {
				started ||= String(chunk).includes("modelyard worker: started");
			});
			await until("the worker's start", async () => started);
			await db.query("ALTER TABLE modelyard.runs RENAME TO runs_offline");
			await db.query("UPDATE pgboss.job SET start_after = now() WHERE name = 'modelyard-rows' AND data->>'run' = $1", [
				run,
			]);
			await until("a row failed by the blip", async () => {
				const { rows } = await db.query(
					"SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'modelyard-rows' AND data->>'run' = $1 AND retry_count > 0",
					[run],
				);
				return rows[0].n > 0;
			});
			await db.query("ALTER TABLE modelyard.runs_offline RENAME TO runs");
			await until("every row's line", async () => (await outputCount(db, run)) === 4, 60_000);
			worker.child.kill("SIGTERM");
			expect((await worker.done).code).toBe(0);
			const collected = await collectRun(cluster, url, run, dir);
			expect(collected.code).toBe(0);
			expect(collected.lines.map((line) => [line.index, line.ok])).toEqual([0, 1, 2, 3].map((index) => [index, true]));
		} finally {
			await provider.close();
		}
	}, 90_000);
});
