// `collect` on a run whose lines carry media inline (base64): it pages by bytes, so its memory stays about one
// page of 8 MiB however many media rows a page of 1,000 lines would hold.

import { randomBytes } from "node:crypto";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli, spawnCli } from "./helpers/cli.js";
import { startFakeProvider } from "./helpers/fake-provider.js";
import { readLines, tempDir, writeRows } from "./helpers/files.js";
import { outputCount, until, useQueueCluster } from "./helpers/queue-cluster.js";

const cluster = useQueueCluster();

/**
 * The collect's JavaScript heap, capped: the lines of a page are held as strings there, so a page of 1,000 media
 * lines cannot fit, and a page of 8 MiB can (its media bytes, as Buffers, live outside the heap).
 */
const HEAP_MIB = 96;

describe("collect", () => {
	it("writes 48 images of 3 MiB inline in the queue within a heap of 96 MiB: a page holds a few of them, not all", async (context) => {
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

			const output = join(dir, "out.jsonl");
			const collected = await runCli(["collect", ...queue, "--run", run, "--output", output], {
				node: node22,
				env: { NODE_OPTIONS: `--max-old-space-size=${HEAP_MIB}` },
			});
			// 48 images are 192 MiB of base64, twice the heap: all in one page of 1,000 lines, they ran it out.
			expect(collected.stderr).not.toContain("heap out of memory");
			expect(JSON.parse(collected.stdout)).toEqual({ run, total: rows, written: rows, missing: 0 });
			const lines = readLines(output);
			expect(lines.map((line) => line.index)).toEqual(Array.from({ length: rows }, (_, i) => i));
			const files = readdirSync(join(dir, "out.jsonl.files"));
			expect(files).toHaveLength(rows);
			expect(files.every((file) => statSync(join(dir, "out.jsonl.files", file)).size === imageBytes)).toBe(true);
		} finally {
			await provider.close();
		}
	}, 180_000);
});
