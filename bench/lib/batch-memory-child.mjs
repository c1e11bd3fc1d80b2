// One batch run over N generated rows in its own process: rows written to a JSONL file as a stream, run through
// runBatch, output streamed to a file. The client is a stand-in answering at once: the figure is the runner's
// own memory and pace (the client's are measured in sections 3 and 6). Prints peak RSS and rows/s as JSON.
import { once } from "node:events";
import { createWriteStream, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runBatch } from "@modelyard/batch";

const rows = Number(process.argv[2]);
const dir = mkdtempSync(join(tmpdir(), "modelyard-bench-rows-"));
const input = join(dir, "rows.jsonl");
const file = createWriteStream(input);
for (let i = 0; i < rows; i++) {
	if (!file.write(`{"inputs":"row number ${i} of the generated set"}\n`)) await once(file, "drain");
}
file.end();
await once(file, "finish");

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
