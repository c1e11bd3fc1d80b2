import { existsSync, readFileSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { asyncBufferFromFile, parquetMetadataAsync, parquetReadObjects } from "hyparquet";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OutputLine } from "../src/execute-row.js";
import { writeResultsParquet } from "../src/output/parquet-file.js";
import { ROW_GROUP_BYTES, resultsParquetBytes } from "../src/output/results-parquet.js";
import { runCli, spawnCli } from "./helpers/cli.js";
import { type FakeProvider, startFakeProvider } from "./helpers/fake-provider.js";
import { tempDir, writeRows } from "./helpers/files.js";

/** A result as large as an embedding of a few thousand floats. */
const LARGE = 100_000;

let provider: FakeProvider;
beforeAll(async () => {
	provider = await startFakeProvider((request) => ({
		status: 200,
		body: [{ label: `${request.inputs} `.padEnd(LARGE, "x"), score: 1 }],
	}));
});
afterAll(async () => {
	await provider.close();
});

const readParquet = async (path: string) => parquetReadObjects({ file: await asyncBufferFromFile(path) });

describe("writing out.parquet", () => {
	it("kill -9 while out.parquet is rewritten leaves the previous complete file intact and readable", async () => {
		const dir = tempDir();
		const output = join(dir, "out.parquet");
		const args = ["run", "--task", "text-classification", "--endpoint-url", provider.url, "--concurrency", "8"];
		const run = (more: string[] = []) => [
			...args,
			"--input",
			join(dir, "rows.jsonl"),
			"--id-column",
			"id",
			"--output",
			output,
			...more,
		];
		writeRows(dir, 100);
		expect(await runCli(run())).toMatchObject({ code: 0 });
		const complete = readFileSync(output);
		// 20 more rows: the resumed run sends them, then rewrites out.parquet whole (120 rows) from its 12 MB journal.
		writeRows(dir, 120);
		const rewrite = await spawnCli(run(["--resume"]));
		const partial = `${output}.partial`;
		const started = () => existsSync(partial) || statSync(output).size !== complete.length;
		while (!started() && rewrite.child.exitCode === null) await new Promise((r) => setTimeout(r, 1));
		rewrite.child.kill("SIGKILL");
		expect((await rewrite.done).signal).toBe("SIGKILL");
		// Before: the file was truncated and written in place; the kill left a torn file no reader opens.
		expect(readFileSync(output).equals(complete)).toBe(true);
		const rows = await readParquet(output);
		expect(rows.map((r) => r.id)).toEqual(Array.from({ length: 100 }, (_, i) => `r${i}`));
		// The next run overwrites the leftover partial file, replaces the output and leaves no partial file behind.
		expect(await runCli(run(["--resume"]))).toMatchObject({ code: 0 });
		expect(existsSync(partial)).toBe(false);
		expect(await readParquet(output)).toHaveLength(120);
	}, 60_000);

	it("a failed write (no space left) keeps the previous file, removes the partial one, and says how to finish", async () => {
		const dir = tempDir();
		const input = writeRows(dir, 4);
		const output = join(dir, "out.parquet");
		const args = ["run", "--task", "text-classification", "--endpoint-url", provider.url];
		expect(await runCli([...args, "--input", input, "--output", output])).toMatchObject({ code: 0 });
		const complete = readFileSync(output);
		// The partial file is /dev/full: every write to it fails with ENOSPC.
		symlinkSync("/dev/full", `${output}.partial`);
		const failed = await runCli([...args, "--input", input, "--output", output, "--resume"]);
		expect(failed.code).toBe(1);
		expect(failed.stderr).toContain(`${output} could not be written (ENOSPC`);
		expect(failed.stderr).toContain("the previous file is kept as it was");
		expect(failed.stderr).toContain("--resume");
		expect(readFileSync(output).equals(complete)).toBe(true);
		expect(existsSync(`${output}.partial`)).toBe(false);
	});
});

describe("Parquet row groups", () => {
	const line = (index: number): OutputLine => ({
		id: `r${index}`,
		index,
		ok: true,
		result: Array.from({ length: 4096 }, (_, i) => (index + i) / 7),
		receipt: { task: "feature-extraction", ok: true, attempts: [], latencyMs: 1 },
	});
	const lines = Array.from({ length: 300 }, (_, i) => line(i));

	async function checkGroups(path: string) {
		const file = await asyncBufferFromFile(path);
		const { row_groups } = await parquetMetadataAsync(file);
		// Before: one row group of all 300 lines (up to 10,000 lines a group, whatever their size).
		expect(row_groups.length).toBeGreaterThan(2);
		for (const group of row_groups) expect(Number(group.total_byte_size)).toBeLessThanOrEqual(ROW_GROUP_BYTES);
		const rows = await parquetReadObjects({ file });
		expect(rows.map((r) => r.id)).toEqual(lines.map((l) => l.id));
		expect(JSON.parse(rows[299]?.result as string)).toEqual(lines[299]?.result);
	}

	it("writeResultsParquet bounds row groups by bytes: large lines (embeddings) make several groups, all rows read back", async () => {
		const dir = tempDir();
		const journal = join(dir, "out.jsonl");
		writeFileSync(journal, lines.map((l) => `${JSON.stringify(l)}\n`).join(""));
		await writeResultsParquet(journal, join(dir, "out.parquet"));
		await checkGroups(join(dir, "out.parquet"));
	});

	it("resultsParquetBytes (the playground's download) bounds its row groups the same way", async () => {
		const dir = tempDir();
		writeFileSync(join(dir, "download.parquet"), await resultsParquetBytes(lines));
		await checkGroups(join(dir, "download.parquet"));
	});
});
