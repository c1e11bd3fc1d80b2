// Queue workers on fal's queue with Replicate next in the provider list: once fal accepted a row's job, a status poll
// that fails (a 502, a dropped connection) is polled again through the job's handle. Replicate is never billed,
// and no row is written off as failed, without --resend-on-connection-loss. A row an older worker did write off that
// way (its handle kept) is followed through its handle again by `redrive`: the paid result, no second submission.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli, spawnCli } from "./helpers/cli.js";
import { type FakeFalQueue, startFakeFalQueue } from "./helpers/fake-fal-queue.js";
import { tempDir, writeRows } from "./helpers/files.js";
import { collectRun, freshDatabase, outputCount, until, useQueueCluster } from "./helpers/queue-cluster.js";

const cluster = useQueueCluster();

let fal: FakeFalQueue;
beforeAll(async () => {
	fal = await startFakeFalQueue();
});
afterAll(() => fal.close());

describe("queue workers follow an accepted job through failed polls", () => {
	it("--provider fal-ai,replicate: fal's first poll answering 502, or dropped, is polled again; Replicate gets no request, every row is fal's answer", async (context) => {
		const { postgres, node22 } = cluster;
		if (!postgres) return context.skip(`no PostgreSQL: ${cluster.unavailable}`);
		const { url, db } = await freshDatabase(cluster, "failed_polls");
		fal.held = false;
		// Each job's first poll fails: job1's with a 502, job2's with its connection dropped.
		fal.onPoll = (job, count) => (count > 1 ? undefined : job === "job1" ? 502 : "drop");
		const dir = tempDir();
		const queue = ["--queue", url];
		const servers = ["--hub-url", fal.url, "--router-url", `${fal.url}/router`];
		const call = ["--task", "text-to-video", "--model", "o/video", "--provider", "fal-ai,replicate"];
		const enqueued = await runCli(
			["run", "--enqueue", ...call, "--input", writeRows(dir, 2), "--output", "x.jsonl", ...queue],
			{ node: node22 },
		);
		expect(enqueued.code).toBe(0);
		const { run } = JSON.parse(enqueued.stdout) as { run: string };
		const worker = await spawnCli(["worker", ...queue, ...servers, "--concurrency", "2"], { node: node22 });
		await until("both rows' lines", async () => (await outputCount(db, run)) === 2, 90_000);
		worker.child.kill("SIGTERM");
		expect((await worker.done).code).toBe(0);
		// Before: the 502 sent the row to Replicate (a second bill), the dropped poll wrote the row off as failed.
		expect(fal.replicateRequests).toBe(0);
		expect([...fal.submitted].sort()).toEqual(["text 0", "text 1"]);
		const collected = await collectRun(cluster, url, run, dir);
		expect(collected.lines.map((line) => [line.index, line.ok, line.error])).toEqual([
			[0, true, undefined],
			[1, true, undefined],
		]);
		expect(collected.lines.map((line) => (line.receipt as { provider?: string }).provider)).toEqual([
			"fal-ai",
			"fal-ai",
		]);
		const status = await runCli(["status", ...queue, "--run", run], { node: node22 });
		expect(JSON.parse(status.stdout)).toMatchObject({ done: 2, failed: 0, uncertain: 0 });
	}, 150_000);

	it("a row an older worker wrote off after a dropped poll, its job's handle kept: redrive follows that job to its answer, no second submission", async (context) => {
		const { postgres, node22 } = cluster;
		if (!postgres) return context.skip(`no PostgreSQL: ${cluster.unavailable}`);
		const { url, db } = await freshDatabase(cluster, "written_off");
		fal.held = true;
		fal.onPoll = undefined;
		const submittedBefore = fal.submitted.length;
		const dir = tempDir();
		const queue = ["--queue", url];
		const servers = ["--hub-url", fal.url, "--router-url", `${fal.url}/router`];
		const call = ["--task", "text-to-video", "--model", "o/video", "--provider", "fal-ai", "--run", "written-off"];
		const input = writeRows(dir, 1);
		expect(
			(await runCli(["run", "--enqueue", ...call, "--input", input, "--output", "x", ...queue], { node: node22 })).code,
		).toBe(0);
		const first = await spawnCli(["worker", ...queue, ...servers, "--concurrency", "1"], { node: node22 });
		const handles = async () => (await db.query("SELECT 1 FROM modelyard.jobs WHERE run = 'written-off'")).rowCount;
		await until("the job's handle", async () => (await handles()) === 1);
		first.child.kill("SIGKILL");
		await first.done;
		// What a worker before this fix left: the row's error line after a dropped poll, its task done.
		const line = {
			id: "r0",
			index: 0,
			ok: false,
			error: { name: "InferenceClientError", kind: "connection", message: "fetch failed", mayHaveBeenReceived: true },
			receipt: { task: "text-to-video", ok: false, attempts: [], latencyMs: 0 },
		};
		await db.query("INSERT INTO modelyard.outputs (run, index, ok, line) VALUES ('written-off', 0, false, $1)", [line]);
		await db.query(
			"UPDATE pgboss.job SET state = 'completed', completed_on = now() WHERE name = 'modelyard-rows' AND data->>'run' = 'written-off'",
		);
		fal.held = false;
		const redrive = await runCli(["redrive", ...queue, "--run", "written-off"], { node: node22 });
		// Before: { redriven: 0 }, and the paid video was never fetched.
		expect(JSON.parse(redrive.stdout)).toEqual({ run: "written-off", redriven: 0, resumed: 1 });
		const second = await spawnCli(["worker", ...queue, ...servers, "--concurrency", "1"], { node: node22 });
		const ok = async () =>
			(await db.query("SELECT ok FROM modelyard.outputs WHERE run = 'written-off'")).rows[0]?.ok === true;
		await until("the row's answer", ok, 60_000);
		second.child.kill("SIGTERM");
		expect((await second.done).code).toBe(0);
		expect(fal.submitted.length - submittedBefore).toBe(1);
		expect((await collectRun(cluster, url, "written-off", dir)).lines).toMatchObject([{ index: 0, ok: true }]);
	}, 150_000);
});
