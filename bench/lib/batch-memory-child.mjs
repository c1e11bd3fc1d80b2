// One batch run over N generated rows in its own process: rows written to a JSONL file as a stream, run through
// runBatch with an instant fetch (the figure is the runner's memory, not a server's), output streamed to a file.
// Prints peak RSS and rows/s as JSON.
import { once } from "node:events";
import { createWriteStream, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runBatch } from "@modelyard/batch";
import { InferenceClient } from "@modelyard/inference";

const rows = Number(process.argv[2]);
const dir = mkdtempSync(join(tmpdir(), "modelyard-bench-rows-"));
const input = join(dir, "rows.jsonl");
const file = createWriteStream(input);
for (let i = 0; i < rows; i++) {
	if (!file.write(`{"inputs":"row number ${i} of the generated set"}\n`)) await once(file, "drain");
}
file.end();
await once(file, "finish");

const answer = JSON.stringify([{ label: "POSITIVE", score: 0.9 }]);
const fetch = async () => new Response(answer, { headers: { "content-type": "application/json" } });
const started = performance.now();
const summary = await runBatch({
	client: new InferenceClient("hf_bench_token", { fetch }),
	fetch,
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
