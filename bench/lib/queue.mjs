// Queue mode (pg-boss 12 on PostgreSQL): rows/s of `modelyard worker` processes (1, 2 and 4 of them, Node 22 as
// pg-boss needs) against a loopback provider answering every call in 50 ms, on a throwaway PostgreSQL cluster
// (the queue tests' helper), and what the queue adds to each row: a worker slot holds a row for
// concurrency x workers / (rows/s) ms, of which the provider's answer is 50 ms; the rest is pg-boss's fetch and
// completion, the row's output insert and the worker's own call.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import pg from "pg";
import { nodeBinary } from "../../tools/node-runtime/fetch-node.mjs";

const ROOT = new URL("../../", import.meta.url).pathname;
const CLI = join(ROOT, "packages/cli/dist/node/cli.mjs");
const ANSWER_MS = 50;
const ANSWER = JSON.stringify([{ label: "POSITIVE", score: 0.9 }]);
const TOKEN = "hf_bench_queue_token";

/** The queue tests' cluster helper (TypeScript; no test runner in it), bundled into node_modules/.cache to run here. */
export async function postgresHelper() {
	const dir = join(ROOT, "node_modules/.cache/modelyard-bench");
	mkdirSync(dir, { recursive: true });
	const outfile = join(dir, "postgres-helper.mjs");
	await build({
		entryPoints: [join(ROOT, "packages/batch/test/helpers/postgres.ts")],
		outfile,
		bundle: true,
		platform: "node",
		format: "esm",
		logLevel: "warning",
	});
	return import(outfile);
}

async function startProvider() {
	const server = createServer((request, response) => {
		request.resume();
		request.on("end", () =>
			setTimeout(() => {
				response.writeHead(200, { "content-type": "application/json" });
				response.end(ANSWER);
			}, ANSWER_MS),
		);
	});
	server.listen(0, "127.0.0.1");
	await once(server, "listening");
	return { url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

function runCli(node, args) {
	const child = spawn(node, [CLI, ...args], {
		env: { ...process.env, HF_TOKEN: TOKEN },
		stdio: ["ignore", "pipe", "pipe"],
	});
	let stdout = "";
	let stderr = "";
	child.stdout.on("data", (chunk) => {
		stdout += chunk;
	});
	child.stderr.on("data", (chunk) => {
		stderr += chunk;
	});
	const done = new Promise((resolve, reject) =>
		child.on("close", (code) => (code === 0 ? resolve(stdout) : reject(new Error(`modelyard ${args[0]}: ${stderr}`)))),
	);
	return { child, done };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Rows/s of `workers` worker processes over one enqueued run, between 10% and 90% of its rows written (so the
 * processes' start and the last rows' tail are not counted).
 */
async function measureWorkers({ node, queueUrl, db, provider, dir, workers, rows, concurrency }) {
	const input = join(dir, `rows-${workers}.jsonl`);
	const lines = Array.from({ length: rows }, (_, i) => JSON.stringify({ id: `w${workers}-${i}`, inputs: `text ${i}` }));
	writeFileSync(input, `${lines.join("\n")}\n`);
	const queue = ["--queue", queueUrl];
	const call = ["--task", "text-classification", "--provider", "hf-inference", "--endpoint-url", provider.url];
	const output = join(dir, "unused.jsonl");
	const { run } = JSON.parse(
		await runCli(node, ["run", "--enqueue", ...call, "--input", input, "--output", output, ...queue]).done,
	);
	const written = async () =>
		Number((await db.query("SELECT count(*)::int AS n FROM modelyard.outputs WHERE run = $1", [run])).rows[0].n);
	const started = Array.from({ length: workers }, () =>
		runCli(node, ["worker", ...queue, "--concurrency", String(concurrency)]),
	);
	try {
		const mark = async (count) => {
			for (;;) {
				const n = await written();
				if (n >= count) return { n, at: performance.now() };
				await sleep(20);
			}
		};
		const from = await mark(Math.ceil(rows * 0.1));
		const to = await mark(Math.floor(rows * 0.9));
		await mark(rows);
		return ((to.n - from.n) * 1000) / (to.at - from.at);
	} finally {
		for (const worker of started) worker.child.kill("SIGTERM");
		await Promise.allSettled(started.map((worker) => worker.done));
	}
}

/** Rows/s with 1, 2 and 4 workers (each `concurrency` calls at a time), and the queue's time per row beyond 50 ms. */
export async function measureQueue({ rows = 400, concurrency = 4, workerCounts = [1, 2, 4] } = {}) {
	const { startPostgres } = await postgresHelper();
	const postgres = await startPostgres();
	if ("unavailable" in postgres) return { unavailable: postgres.unavailable };
	const node = nodeBinary("22.x");
	const provider = await startProvider();
	const dir = mkdtempSync(join(tmpdir(), "modelyard-bench-queue-"));
	const db = new pg.Pool({ connectionString: postgres.url, max: 2 });
	try {
		const results = [];
		for (const workers of workerCounts) {
			const rowsPerSecond = await measureWorkers({
				node,
				queueUrl: postgres.url,
				db,
				provider,
				dir,
				workers,
				rows,
				concurrency,
			});
			const slotMs = (workers * concurrency * 1000) / rowsPerSecond;
			results.push({
				workers,
				concurrency,
				rowsPerSecond,
				idealRowsPerSecond: (workers * concurrency * 1000) / ANSWER_MS,
				overheadMsPerRow: slotMs - ANSWER_MS,
			});
		}
		return { rows, answerMs: ANSWER_MS, results };
	} finally {
		await db.end();
		provider.close();
		postgres.stop();
		rmSync(dir, { recursive: true, force: true });
	}
}
