// One batch run over N generated rows in its own process: rows written to a JSONL file as a stream (or to a
// Parquet file, argv[3], by this process, then run by a fresh one), run through runBatch, output streamed to a file. The client is a stand-in answering at once: the figure
// is the runner's own memory and pace (the client's are measured in sections 3 and 6). Prints peak RSS and rows/s
// as JSON.
import { spawnSync } from "node:child_process";
import { once } from "node:events";
import { createWriteStream, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { runBatch } from "@modelyard/batch";
import { fileWriter, ParquetWriter } from "hyparquet-writer";

const rows = Number(process.argv[2]);
const format = process.argv[3] ?? "jsonl";
const dir = mkdtempSync(join(tmpdir(), "modelyard-bench-rows-"));
const text = (i) => `row number ${i} of the generated set`;
/** A Parquet input made by a parent process: this one only runs, so its peak is the reader's, not the writer's. */
const given = process.argv[4];
const input = given ?? join(dir, `rows.${format}`);

if (format === "parquet" && !given) {
	// Written a row group (10k rows, about what the Hub's conversions hold) at a time, then run in a fresh process.
	const schema = [
		{ name: "root", num_children: 1 },
		{ name: "inputs", type: "BYTE_ARRAY", converted_type: "UTF8", repetition_type: "REQUIRED" },
	];
	const writer = new ParquetWriter({ writer: fileWriter(input), schema });
	for (let start = 0; start < rows; start += 10_000) {
		const data = Array.from({ length: Math.min(10_000, rows - start) }, (_, i) => text(start + i));
		await writer.write({ columnData: [{ name: "inputs", data }], rowGroupSize: data.length });
	}
	await writer.finish();
	const run = spawnSync(process.execPath, [fileURLToPath(import.meta.url), String(rows), format, input], {
		encoding: "utf8",
	});
	rmSync(dir, { recursive: true, force: true });
	if (run.status !== 0) throw new Error(run.stderr);
	process.stdout.write(run.stdout);
	process.exit(0);
}
if (format === "jsonl") {
	const file = createWriteStream(input);
	for (let i = 0; i < rows; i++) {
		if (!file.write(`${JSON.stringify({ inputs: text(i) })}\n`)) await once(file, "drain");
	}
	file.end();
	await once(file, "finish");
}

const client = { textClassification: async ({ inputs }) => [{ label: "POSITIVE", score: inputs.length / 100 }] };
const started = performance.now();
const summary = await runBatch({
	client,
	task: "text-classification",
	endpointUrl: "http://127.0.0.1:9/unused",
	input,
	output: join(dir, "out.jsonl"),
	concurrency: 32,
});
const seconds = (performance.now() - started) / 1000;
rmSync(dir, { recursive: true, force: true });
if (summary.done !== rows) throw new Error(`${summary.done} of ${rows} rows done`);
console.log(JSON.stringify({ rows, maxRssKb: process.resourceUsage().maxRSS, rowsPerSecond: rows / seconds }));
