import { describe, expect, it } from "vitest";
import { runCli, spawnCli } from "./helpers/cli.js";
import { startFakeProvider } from "./helpers/fake-provider.js";
import { tempDir, writeRows } from "./helpers/files.js";
import { collectRun, freshDatabase, outputCount, until, useQueueCluster } from "./helpers/queue-cluster.js";

const cluster = useQueueCluster();

// Side by side: each test has its own database and provider, and most of their time is waiting on pg-boss's heartbeats.
describe.concurrent("queue heartbeats", () => {
	it("a SIGKILLed worker's row is taken by another worker within a minute, with the default settings", async (context) => {
		const { postgres, node22 } = cluster;
		if (!postgres) return context.skip(`no PostgreSQL: ${cluster.unavailable}`);
		const { url, db } = await freshDatabase(cluster, "killed_worker");
		// The first call never answers in time: its worker is killed while it waits.
		const provider = await startFakeProvider((_, count) =>
			count === 1 ? { status: 200, delayMs: 120_000 } : { status: 200 },
		);
		try {
			const dir = tempDir();
			const queue = ["--queue", url];
			// The run opts in to sending again a row whose request may have reached the provider: without it, the killed
			// worker's row would be left uncertain (queue-partition.test.ts), not sent again.
			const call = ["--task", "text-classification", "--endpoint-url", provider.url, "--resend-on-connection-loss"];
			const enqueued = await runCli(
				["run", "--enqueue", ...call, "--input", writeRows(dir, 1), "--output", "x.jsonl", ...queue],
				{ node: node22 },
			);
			const { run } = JSON.parse(enqueued.stdout) as { run: string };
			const first = await spawnCli(["worker", ...queue, "--concurrency", "1"], { node: node22 });
			await until("the row's first call", async () => provider.requests.length === 1);
			first.child.kill("SIGKILL");
			await first.done;
			const killedAt = Date.now();
			const second = await spawnCli(["worker", ...queue, "--concurrency", "1"], { node: node22 });
			// Before heartbeats, the row waited for its job's 300 s expiry.
			await until("the row taken by the second worker", async () => (await outputCount(db, run)) === 1, 90_000);
			const waitedSeconds = (Date.now() - killedAt) / 1000;
			second.child.kill("SIGTERM");
			expect((await second.done).code).toBe(0);
			expect(waitedSeconds).toBeLessThan(75);
			expect(provider.requests).toHaveLength(2);
			const collected = await collectRun(cluster, url, run, dir);
			expect(collected.code).toBe(0);
			expect(collected.lines).toMatchObject([{ index: 0, ok: true }]);
		} finally {
			await provider.close();
		}
	}, 150_000);

	it("a call longer than --job-timeout is not sent again while its worker beats", async (context) => {
		const { postgres, node22 } = cluster;
		if (!postgres) return context.skip(`no PostgreSQL: ${cluster.unavailable}`);
		// 25 s: two and a half heartbeats of 10 s (the least pg-boss takes); the old task timeout (an expiry) of the same
		// 10 s expired the task and sent the row again.
		const { url, db } = await freshDatabase(cluster, "long_call");
		const provider = await startFakeProvider(() => ({ status: 200, delayMs: 25_000 }));
		try {
			const dir = tempDir();
			const queue = ["--queue", url];
			const call = ["--task", "text-classification", "--endpoint-url", provider.url, "--job-timeout", "10"];
			const enqueued = await runCli(
				["run", "--enqueue", ...call, "--input", writeRows(dir, 1), "--output", "x.jsonl", ...queue],
				{ node: node22 },
			);
			const { run } = JSON.parse(enqueued.stdout) as { run: string };
			const worker = await spawnCli(["worker", ...queue, "--concurrency", "1"], { node: node22 });
			await until(
				"the row's line, or its call sent again",
				async () => provider.requests.length > 1 || (await outputCount(db, run)) === 1,
				90_000,
			);
			worker.child.kill("SIGTERM");
			expect((await worker.done).code).toBe(0);
			expect(provider.requests).toHaveLength(1);
			const { rows } = await db.query(
				"SELECT state, retry_count AS retries FROM pgboss.job WHERE name = 'modelyard-rows' AND data->>'run' = $1",
				[run],
			);
			expect(rows).toEqual([{ state: "completed", retries: 0 }]);
		} finally {
			await provider.close();
		}
	}, 150_000);

	it("refuses a --task-timeout under pg-boss's least heartbeat, given to a worker (as --job-timeout, its old name), or at odds with --job-timeout, before connecting", async (context) => {
		if (!cluster.postgres) return context.skip(`no PostgreSQL: ${cluster.unavailable}`);
		const dir = tempDir();
		const result = await runCli(
			[
				"run",
				"--enqueue",
				...["--task", "text-classification", "--endpoint-url", "http://127.0.0.1:1", "--task-timeout", "3"],
				...["--input", writeRows(dir, 1), "--output", "x.jsonl", "--queue", "postgres://127.0.0.1:1/none"],
			],
			{ node: cluster.node22 },
		);
		expect(result.code).toBe(2);
		expect(result.stderr).toContain("--task-timeout is how many seconds a row may go without its worker's heartbeat");
		// A worker no longer takes it (the old expiry was the first creator's anyway): said, not ignored.
		const worker = await runCli(["worker", "--queue", "postgres://127.0.0.1:1/none", "--job-timeout", "60"], {
			node: cluster.node22,
		});
		expect(worker.code).toBe(2);
		expect(worker.stderr).toContain("--task-timeout (or --job-timeout) goes with `run --enqueue`");
		// Both names, at odds: refused, not one picked silently.
		const both = await runCli(
			[
				"run",
				"--enqueue",
				...["--task", "text-classification", "--endpoint-url", "http://127.0.0.1:1", "--task-timeout", "20"],
				...["--job-timeout", "30", "--input", writeRows(dir, 1), "--output", "x.jsonl"],
				...["--queue", "postgres://127.0.0.1:1/none"],
			],
			{ node: cluster.node22 },
		);
		expect(both.code).toBe(2);
		expect(both.stderr).toContain("--job-timeout is the old name of --task-timeout: give one of them.");
		const help = (await runCli(["--help"])).stdout;
		expect(help).toContain("[--task-timeout s]");
		expect(help).toContain("--job-timeout, the old name");
		expect(help).toContain("redrive --queue postgres://... --run NAME [--resubmit-uncertain]");
	});
});
