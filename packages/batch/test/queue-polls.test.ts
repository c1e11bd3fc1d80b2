// Queue workers on fal's queue with Replicate next in the provider list: once fal accepted a row's job, a status poll
// that fails (a 502, a dropped connection) is polled again through the job's handle. Replicate is never billed,
// and no row is written off as failed, without --resend-on-connection-loss.
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
});
