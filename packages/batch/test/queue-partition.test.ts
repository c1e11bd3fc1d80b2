// A worker cut off from PostgreSQL (a proxy that stops forwarding) the moment fal's queue accepts its row, before it
// can store the job's handle: the worker that takes the row after the lease finds the row's intent and does not
// submit it again (a second bill); `status` counts it uncertain, and `redrive --resubmit-uncertain` sends it again.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli, spawnCli } from "./helpers/cli.js";
import { type FakeFalQueue, startFakeFalQueue } from "./helpers/fake-fal-queue.js";
import { tempDir, writeRows } from "./helpers/files.js";
import { collectRun, freshDatabase, until, useQueueCluster } from "./helpers/queue-cluster.js";
import { startTcpProxy } from "./helpers/tcp-proxy.js";

const cluster = useQueueCluster();

let fal: FakeFalQueue;
beforeAll(async () => {
	fal = await startFakeFalQueue();
});
afterAll(() => fal.close());

describe("a queue worker cut off from PostgreSQL between the provider's acceptance and the job's handle", () => {
	it("the next worker does not submit the row again: status says uncertain, redrive --resubmit-uncertain submits it", async (context) => {
		const { postgres, node22 } = cluster;
		if (!postgres) return context.skip(`no PostgreSQL: ${cluster.unavailable}`);
		const { url, db } = await freshDatabase(cluster, "partitioned");
		const postgresPort = Number(new URL(url).port);
		const proxy = await startTcpProxy({ host: "127.0.0.1", port: postgresPort });
		try {
			const dir = tempDir();
			const queue = ["--queue", url];
			const servers = ["--hub-url", fal.url, "--router-url", `${fal.url}/router`];
			const call = ["--task", "text-to-video", "--model", "o/video", "--provider", "fal-ai", "--job-timeout", "10"];
			const enqueued = await runCli(
				["run", "--enqueue", ...call, "--input", writeRows(dir, 1), "--output", "x.jsonl", ...queue],
				{ node: node22 },
			);
			expect(enqueued.code).toBe(0);
			const { run } = JSON.parse(enqueued.stdout) as { run: string };
			fal.held = true;
			fal.onSubmit = () => proxy.partition();
			const proxied = url.replace(`:${postgresPort}/`, `:${proxy.port}/`);
			const cutOff = await spawnCli(["worker", "--queue", proxied, ...servers, "--concurrency", "1"], { node: node22 });
			let cutOffLog = "";
			cutOff.child.stderr?.on("data", (chunk) => {
				cutOffLog += chunk;
			});
			await until("the row's submission", async () => fal.submitted.length === 1);
			const next = await spawnCli(["worker", ...queue, ...servers, "--concurrency", "1"], { node: node22 });
			const lineOf = async () =>
				(await db.query("SELECT line FROM modelyard.outputs WHERE run = $1", [run])).rows[0]?.line as
					| { ok: boolean; error?: { message: string; mayHaveBeenReceived?: boolean } }
					| undefined;
			// Before: the next worker submitted the row again once the cut-off worker's lease ran out.
			await until(
				"the row's line, or a second submission",
				async () => fal.submitted.length > 1 || !!(await lineOf()),
				90_000,
			);
			expect(fal.submitted).toEqual(["text 0"]);
			expect(await lineOf()).toMatchObject({ ok: false, error: { mayHaveBeenReceived: true } });
			expect((await lineOf())?.error?.message).toContain("--resubmit-uncertain");
			await until("the cut-off worker saying it let the row go", async () => cutOffLog.includes("no longer following"));
			expect(cutOffLog).toContain("its handle could not be stored within the row's lease (10 s");
			const status = await runCli(["status", ...queue, "--run", run], { node: node22 });
			expect(JSON.parse(status.stdout)).toMatchObject({ total: 1, done: 1, failed: 1, uncertain: 1 });
			cutOff.child.kill("SIGKILL");
			await cutOff.done;

			// On the user's word: submitted again, and served.
			fal.held = false;
			fal.onSubmit = undefined;
			const redrive = await runCli(["redrive", ...queue, "--run", run, "--resubmit-uncertain"], { node: node22 });
			expect(JSON.parse(redrive.stdout)).toEqual({ run, redriven: 0, resumed: 0, resubmitted: 1 });
			await until("the row's answer", async () => (await lineOf())?.ok === true, 60_000);
			next.child.kill("SIGTERM");
			expect((await next.done).code).toBe(0);
			expect(fal.submitted).toEqual(["text 0", "text 0"]);
			const after = await runCli(["status", ...queue, "--run", run], { node: node22 });
			expect(JSON.parse(after.stdout)).toMatchObject({ done: 1, failed: 0, uncertain: 0 });
			const collected = await collectRun(cluster, url, run, dir);
			expect(collected.lines).toMatchObject([{ index: 0, ok: true }]);
		} finally {
			await proxy.close();
		}
	}, 180_000);
});
