// The batch runner: rows/s against a loopback provider next to a hand-written promise pool making the same calls
// (same client, same server, same run), and peak RSS over 100k and 1M generated rows (streamed in and out), read
// from JSONL and from Parquet.
import { spawnSync } from "node:child_process";
import { once } from "node:events";
import { createWriteStream, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runBatch } from "@modelyard/batch";
import { InferenceClient } from "@modelyard/inference";
import { median, pairedMedians } from "./stats.mjs";

const CHILD = new URL("./batch-memory-child.mjs", import.meta.url).pathname;
const ROOT = new URL("../../", import.meta.url).pathname;
const ANSWER = JSON.stringify([{ label: "POSITIVE", score: 0.9 }]);

async function startProvider() {
	const server = createServer((req, res) => {
		req.resume();
		req.on("end", () => {
			res.writeHead(200, { "content-type": "application/json" });
			res.end(ANSWER);
		});
	});
	server.listen(0, "127.0.0.1");
	await once(server, "listening");
	return { url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

/** What a user writes by hand: N workers taking rows from an array, one JSON line each, no retries, no resume. */
async function promisePool(client, endpointUrl, rows, concurrency, output) {
	const file = createWriteStream(output);
	let next = 0;
	const worker = async () => {
		while (next < rows.length) {
			const index = next++;
			const result = await client.textClassification({ endpointUrl, inputs: rows[index].inputs });
			file.write(`${JSON.stringify({ id: rows[index].id, index, ok: true, result })}\n`);
		}
	};
	await Promise.all(Array.from({ length: concurrency }, worker));
	file.end();
	await once(file, "finish");
}

export async function measureBatchThroughput({ rows = 2_000, concurrency = 16, runs = 5 } = {}) {
	const provider = await startProvider();
	const dir = mkdtempSync(join(tmpdir(), "modelyard-bench-batch-"));
	const data = Array.from({ length: rows }, (_, i) => ({ id: `r${i}`, inputs: `text ${i}` }));
	const input = join(dir, "rows.jsonl");
	writeFileSync(input, `${data.map((row) => JSON.stringify(row)).join("\n")}\n`);
	const client = new InferenceClient("hf_bench_token", { fetch });
	let round = 0;
	const timed = async (fn) => {
		const output = join(dir, `out-${round++}.jsonl`);
		const started = performance.now();
		await fn(output);
		return (rows * 1000) / (performance.now() - started);
	};
	try {
		const [runnerRowsPerSecond, poolRowsPerSecond, ratio] = await pairedMedians(
			runs,
			() =>
				timed((output) =>
					runBatch({
						client,
						fetch,
						task: "text-classification",
						endpointUrl: provider.url,
						input,
						output,
						concurrency,
					}),
				),
			() => timed((output) => promisePool(client, provider.url, data, concurrency, output)),
		);
		return { rows, concurrency, runnerRowsPerSecond, poolRowsPerSecond, ratio };
	} finally {
		provider.close();
		rmSync(dir, { recursive: true, force: true });
	}
}

function runChild(rows, format = "jsonl") {
	const run = spawnSync(process.execPath, [CHILD, String(rows), format], { cwd: ROOT, encoding: "utf8" });
	if (run.status !== 0) throw new Error(`batch memory probe failed: ${run.stderr}`);
	return JSON.parse(run.stdout.trim().split("\n").pop());
}

/** Peak RSS of a whole run over `small` and `large` generated rows, each in a fresh process (medians). */
export function measureBatchMemory({ small = 100_000, large = 1_000_000, runs = 1 } = {}) {
	const smallRuns = [];
	const largeRuns = [];
	const parquetRuns = [];
	for (let i = 0; i < runs; i++) {
		smallRuns.push(runChild(small));
		largeRuns.push(runChild(large));
		parquetRuns.push(runChild(large, "parquet"));
	}
	const parquetKb = median(parquetRuns.map((r) => r.maxRssKb));
	const smallKb = median(smallRuns.map((r) => r.maxRssKb));
	const largeKb = median(largeRuns.map((r) => r.maxRssKb));
	return {
		small,
		large,
		smallKb,
		largeKb,
		ratio: largeKb / smallKb,
		largeRowsPerSecond: median(largeRuns.map((r) => r.rowsPerSecond)),
		parquetKb,
		parquetRatio: parquetKb / largeKb,
		parquetRowsPerSecond: median(parquetRuns.map((r) => r.rowsPerSecond)),
	};
}
