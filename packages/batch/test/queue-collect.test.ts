// `collect` on a run whose lines carry media inline (base64): it pages by bytes, so its memory stays about one
// page however many media rows a page of 1,000 lines would hold.

import { randomBytes } from "node:crypto";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli, spawnCli } from "./helpers/cli.js";
import { startFakeProvider } from "./helpers/fake-provider.js";
import { readLines, tempDir, writeRows } from "./helpers/files.js";
import { outputCount, until, useQueueCluster } from "./helpers/postgres.js";

const cluster = useQueueCluster();

/** The child's peak resident memory (MiB), printed as it exits. */
const REPORT_PEAK = `--import=data:text/javascript,${encodeURIComponent(
	'process.on("exit", () => process.stderr.write("peak-rss=" + process.resourceUsage().maxRSS + "\\n"));',
)}`;
const peakMiB = (stderr: string) => Number(/peak-rss=(\d+)/.exec(stderr)?.[1]) / 1024;

describe("collect", () => {
	it("writes 48 images of 3 MiB inline in the queue, holding a few of them at a time, not the whole page", async (context) => {
		const { postgres, node22 } = cluster;
		if (!postgres) return context.skip(`no PostgreSQL: ${cluster.unavailable}`);
		const imageBytes = 3 * 1024 * 1024;
		// Random bytes: media is already compressed, so PostgreSQL stores its base64 at about its length.
		const provider = await startFakeProvider(() => ({ status: 200, body: randomBytes(imageBytes) }));
		try {
			const dir = tempDir();
			const rows = 48;
			const queue = ["--queue", postgres.url];
			const call = ["--task", "text-to-image", "--endpoint-url", provider.url];
			const enqueued = await runCli(
				["run", "--enqueue", ...call, "--input", writeRows(dir, rows), "--output", "x.jsonl", ...queue],
				{ node: node22 },
			);
			const { run } = JSON.parse(enqueued.stdout) as { run: string };
			const worker = await spawnCli(["worker", ...queue, "--concurrency", "4"], { node: node22 });
			await until("every image", async () => (await outputCount(cluster.db, run)) === rows, 90_000);
			worker.child.kill("SIGTERM");
			expect((await worker.done).code).toBe(0);

			const env = { NODE_OPTIONS: REPORT_PEAK };
			// What the CLI holds doing nothing much: the baseline the collect is measured against.
			const status = await runCli(["status", ...queue, "--run", run], { node: node22, env });
			const output = join(dir, "out.jsonl");
			const collected = await runCli(["collect", ...queue, "--run", run, "--output", output], { node: node22, env });
			expect(JSON.parse(collected.stdout)).toEqual({ run, total: rows, written: rows, missing: 0 });
			const lines = readLines(output);
			expect(lines.map((line) => line.index)).toEqual(Array.from({ length: rows }, (_, i) => i));
			const files = readdirSync(join(dir, "out.jsonl.files"));
			expect(files).toHaveLength(rows);
			expect(files.every((file) => statSync(join(dir, "out.jsonl.files", file)).size === imageBytes)).toBe(true);
			// 48 images are 192 MiB of base64 all in one page of 1,000 lines; a page of 8 MiB holds two.
			const grownMiB = peakMiB(collected.stderr) - peakMiB(status.stderr);
			console.info(`collect peak: ${grownMiB.toFixed(0)} MiB over the status command's`);
			expect(grownMiB).toBeLessThan(160);
		} finally {
			await provider.close();
		}
	}, 180_000);
});
