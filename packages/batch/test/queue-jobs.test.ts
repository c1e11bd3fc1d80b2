// Queue workers as the embedded runner: a row's job handle is kept in PostgreSQL before its first poll (a worker
// killed after a provider accepted the job leaves it to the next, which follows it: one submission per row, ever),
// a request that may have reached the provider is not sent again unless the run opted in at enqueue, caps are per
// serving provider, and `--enqueue --input -` leaves no copy of standard input behind.
import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli, spawnCli } from "./helpers/cli.js";
import { type FakeFalQueue, startFakeFalQueue } from "./helpers/fake-fal-queue.js";
import { startFakeProvider } from "./helpers/fake-provider.js";
import { TOKEN, tempDir, writeRows } from "./helpers/files.js";
import { collectRun, freshDatabase, outputCount, until, useQueueCluster } from "./helpers/queue-cluster.js";

const cluster = useQueueCluster();

let fal: FakeFalQueue;
beforeAll(async () => {
	fal = await startFakeFalQueue();
});
afterAll(() => fal.close());

const textClassification = (url: string) => ["--task", "text-classification", "--endpoint-url", url];

/**
 * Runs `rows` rows with `--provider auto --provider-limit hf-inference=1` on `workers` workers, the Hub mapping the
 * model to hf-inference alone, the router at the fake's root or below `routerPath`; answers the most calls
 * hf-inference had in flight at once.
 */
async function autoRunCappedAtOne(
	name: string,
	shape: { rows: number; workers: number; concurrency: number; routerPath?: string },
) {
	const { url, db } = await freshDatabase(cluster, name);
	const mapping = {
		id: "model",
		inferenceProviderMapping: {
			"hf-inference": { status: "live", providerId: "hf-inference/model", task: "text-classification" },
		},
	};
	const provider = await startFakeProvider((r) =>
		r.path.startsWith("/api/models/") ? { status: 200, body: mapping } : { status: 200, delayMs: 100 },
	);
	try {
		const dir = tempDir();
		const queue = ["--queue", url];
		const call = ["--task", "text-classification", "--model", "org/classifier", "--provider", "auto"];
		const limit = ["--provider-limit", "hf-inference=1"];
		const input = writeRows(dir, shape.rows);
		const enqueued = await runCli(
			["run", "--enqueue", ...call, "--input", input, "--output", "x", ...queue, ...limit],
			{
				node: cluster.node22,
			},
		);
		const { run } = JSON.parse(enqueued.stdout) as { run: string };
		const routerPath = shape.routerPath ?? "";
		const worker = ["worker", ...queue, "--hub-url", provider.url, "--router-url", `${provider.url}${routerPath}`];
		const workers = await Promise.all(
			Array.from({ length: shape.workers }, () =>
				spawnCli([...worker, "--concurrency", String(shape.concurrency)], { node: cluster.node22 }),
			),
		);
		await until("the run's lines", async () => (await outputCount(db, run)) === shape.rows, 90_000);
		for (const each of workers) each.child.kill("SIGTERM");
		for (const each of workers) expect((await each.done).code).toBe(0);
		expect((await collectRun(cluster, url, run, dir)).lines.every((l) => l.ok)).toBe(true);
		expect(provider.requests.filter((r) => r.path.startsWith(`${routerPath}/hf-inference/`))).toHaveLength(shape.rows);
		expect(provider.requests.every((r) => r.authorization === `Bearer ${TOKEN}`)).toBe(true);
		// The fake counts by the path's first segment: the router's own, when it has a path (every call is hf-inference's).
		return provider.maxInFlightByPrefix[routerPath ? routerPath.slice(1) : "hf-inference"];
	} finally {
		await provider.close();
	}
}

// Side by side: each test has its own database (or run name) and provider; the fake fal queue is the first test's alone.
describe.concurrent("queue workers follow jobs, keep connection-loss rows, cap serving providers", () => {
	it("a worker SIGKILLed after the provider accepted the row's job: the next worker follows the job, one submission", async (context) => {
		const { postgres, node22 } = cluster;
		if (!postgres) return context.skip(`no PostgreSQL: ${cluster.unavailable}`);
		const { url, db } = await freshDatabase(cluster, "killed_job");
		const dir = tempDir();
		const queue = ["--queue", url];
		const servers = ["--hub-url", fal.url, "--router-url", `${fal.url}/router`];
		const call = ["--task", "text-to-video", "--model", "o/video", "--provider", "fal-ai"];
		// --job-timeout's least (10 s): the killed worker's row comes back after 10 s without its heartbeat instead of
		// the default 30 s; what is proven (the next worker follows the kept job) is the same. queue-heartbeat.test.ts
		// proves a killed worker's row is taken with the default settings.
		const timeout = ["--job-timeout", "10"];
		const enqueued = await runCli(
			["run", "--enqueue", ...call, ...timeout, "--input", writeRows(dir, 1), "--output", "x.jsonl", ...queue],
			{ node: node22 },
		);
		expect(enqueued.code).toBe(0);
		const { run } = JSON.parse(enqueued.stdout) as { run: string };
		fal.held = true;
		const first = await spawnCli(["worker", ...queue, ...servers, "--concurrency", "1"], { node: node22 });
		await until("the job's first poll", async () => fal.polls > 0);
		// Kept before that poll: the handle, without the token.
		const { rows } = await db.query("SELECT index, job FROM modelyard.jobs WHERE run = $1", [run]);
		expect(rows).toMatchObject([{ index: 0, job: { provider: "fal-ai", id: "job1" } }]);
		expect(JSON.stringify(rows)).not.toContain(TOKEN);
		first.child.kill("SIGKILL");
		expect((await first.done).signal).toBe("SIGKILL");

		fal.held = false;
		const second = await spawnCli(["worker", ...queue, ...servers, "--concurrency", "1"], { node: node22 });
		await until("the row taken by the second worker", async () => (await outputCount(db, run)) === 1, 90_000);
		second.child.kill("SIGTERM");
		expect((await second.done).code).toBe(0);
		// Before: the second worker submitted the row again (a second bill).
		expect(fal.submitted).toEqual(["text 0"]);
		const collected = await collectRun(cluster, url, run, dir);
		expect(collected.code).toBe(0);
		expect(collected.lines).toMatchObject([{ index: 0, ok: true }]);
	}, 180_000);

	it("a dropped connection after the provider received the row is not sent again, unless the run opted in at enqueue", async (context) => {
		const { postgres, node22 } = cluster;
		if (!postgres) return context.skip(`no PostgreSQL: ${cluster.unavailable}`);
		const { url, db } = await freshDatabase(cluster, "connection_loss");
		// Each row's first request is received, then its connection dropped.
		const seen = new Set<string>();
		const provider = await startFakeProvider((request) => {
			const first = !seen.has(request.inputs);
			seen.add(request.inputs);
			return first ? { status: 200, drop: true } : { status: 200 };
		});
		try {
			const dir = tempDir();
			const queue = ["--queue", url];
			const enqueue = (input: string, ...flags: string[]) =>
				runCli(
					["run", "--enqueue", ...textClassification(provider.url), "--input", input, "--output", "x.jsonl"].concat(
						queue,
						flags,
					),
					{ node: node22 },
				);
			const kept = JSON.parse((await enqueue(writeRows(dir, 1, "kept.jsonl"))).stdout).run as string;
			const resentInput = join(dir, "resent.jsonl");
			writeFileSync(resentInput, ["resend 0", "resend 1"].map((inputs) => `${JSON.stringify({ inputs })}\n`).join(""));
			const resent = JSON.parse((await enqueue(resentInput, "--resend-on-connection-loss", "--run", "resent")).stdout)
				.run as string;
			expect(resent).toBe("resent");
			// The opt-in is part of the run: another enqueue without it is refused.
			const changed = await enqueue(resentInput, "--run", "resent");
			expect(changed.code).toBe(2);
			expect(changed.stderr).toContain("with a different --resend-on-connection-loss");

			const worker = await spawnCli(["worker", ...queue, "--concurrency", "2"], { node: node22 });
			await until(
				"both runs' lines",
				async () => (await outputCount(db, kept)) === 1 && (await outputCount(db, resent)) === 2,
				90_000,
			);
			worker.child.kill("SIGTERM");
			expect((await worker.done).code).toBe(0);
			// Before: pg-boss retried the row's task, sending the row again.
			const sent = (inputs: string) => provider.requests.filter((r) => r.inputs === inputs).length;
			expect([sent("text 0"), sent("resend 0"), sent("resend 1")]).toEqual([1, 2, 2]);
			const keptLines = (await collectRun(cluster, url, kept, dir)).lines;
			expect(keptLines).toMatchObject([{ ok: false, error: { kind: "connection", mayHaveBeenReceived: true } }]);
			const resentLines = (await collectRun(cluster, url, resent, dir)).lines;
			expect(resentLines).toMatchObject([{ ok: true }, { ok: true }]);
		} finally {
			await provider.close();
		}
	}, 180_000);

	it("--provider-limit caps the provider that serves (auto): one call in flight on a worker of 4", async (context) => {
		if (!cluster.postgres) return context.skip(`no PostgreSQL: ${cluster.unavailable}`);
		// Before: 4 (the run named no provider, so nothing capped hf-inference).
		expect(await autoRunCappedAtOne("serving_provider", { rows: 8, workers: 1, concurrency: 4 })).toBe(1);
	}, 180_000);

	it("--provider auto behind a --router-url with a path: the cap of 1 holds on a worker of 4", async (context) => {
		if (!cluster.postgres) return context.skip(`no PostgreSQL: ${cluster.unavailable}`);
		// Before: 4 (the worker knew the serving provider only behind a router at a host's root).
		const shape = { rows: 8, workers: 1, concurrency: 4, routerPath: "/router" };
		expect(await autoRunCappedAtOne("serving_provider_router_path", shape)).toBe(1);
	}, 180_000);

	it("--provider auto --provider-limit hf-inference=1 holds across 2 workers: one call in flight at the serving provider", async (context) => {
		if (!cluster.postgres) return context.skip(`no PostgreSQL: ${cluster.unavailable}`);
		// Before: 2 (each worker capped hf-inference alone: the run named no provider, so no cross-worker slot).
		expect(await autoRunCappedAtOne("serving_provider_workers", { rows: 12, workers: 2, concurrency: 3 })).toBe(1);
	}, 180_000);

	it("run --enqueue --input - removes its copy of standard input; media paths are the current folder's", async (context) => {
		const { postgres, db, node22 } = cluster;
		if (!postgres || !db) return context.skip(`no PostgreSQL: ${cluster.unavailable}`);
		const temp = mkdtempSync(join(tmpdir(), "modelyard-tmpdir-"));
		const cwd = tempDir();
		const rows = `${JSON.stringify({ id: "r0", inputs: "text 0" })}\n`;
		const args = ["run", "--enqueue", ...textClassification("http://127.0.0.1:9"), "--input", "-", "--output", "x"];
		const result = await runCli([...args, "--queue", postgres.url, "--run", "stdin"], {
			node: node22,
			input: rows,
			cwd,
			env: { TMPDIR: temp },
		});
		expect(result.code).toBe(0);
		expect(JSON.parse(result.stdout)).toEqual({ run: "stdin", rows: 1 });
		// Before: modelyard-stdin-XXXXXX/rows stayed behind.
		expect(readdirSync(temp)).toEqual([]);
		const { rows: stored } = await db.query("SELECT config->>'baseDir' AS dir FROM modelyard.runs WHERE run = 'stdin'");
		expect(stored).toEqual([{ dir: cwd }]);
	}, 60_000);
});
