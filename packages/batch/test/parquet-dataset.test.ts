import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { InferenceClient } from "@modelyard/inference";
import { asyncBufferFromFile, parquetReadObjects } from "hyparquet";
import { parquetWriteBuffer } from "hyparquet-writer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runBatch } from "../src/index.js";
import { writeResultsParquet } from "../src/output/parquet-file.js";
import { runCli, spawnCli } from "./helpers/cli.js";
import { type FakeProvider, startFakeProvider } from "./helpers/fake-provider.js";
import { readLines, TOKEN, tempDir, writeRows } from "./helpers/files.js";
import { type ParquetHub, startParquetHub } from "./helpers/parquet-hub.js";

/** Rows `from..from+count` as Parquet: `text` = "text <global index>", an int `label`, a wide unmapped `body`. */
function reviews(from: number, count: number, rowGroupSize: number, bodyChars = 40): Uint8Array {
	const index = Array.from({ length: count }, (_, i) => from + i);
	const buffer = parquetWriteBuffer({
		columnData: [
			{ name: "text", type: "STRING", data: index.map((i) => `text ${i}`) },
			{ name: "label", type: "INT64", data: index.map((i) => BigInt(i % 2)) },
			{ name: "body", type: "STRING", data: index.map((i) => `${i} `.padEnd(bodyChars, "lorem ipsum ")) },
		],
		rowGroupSize,
		codec: "UNCOMPRESSED",
	});
	return new Uint8Array(buffer);
}

const PNG = new Uint8Array(readFileSync(new URL("../../../../shared/data/assets/cats.png", import.meta.url)));

/** A struct column `image: {bytes, path}` as the Hub's Image feature stores it, and a `caption`. */
function images(count: number): Uint8Array {
	const buffer = parquetWriteBuffer({
		columnData: [
			{ name: "image", data: Array.from({ length: count }, (_, i) => ({ bytes: PNG, path: `cat-${i}.png` })) },
			{ name: "caption", data: Array.from({ length: count }, (_, i) => `cat ${i}`) },
		],
		schema: [
			{ name: "root", num_children: 2 },
			{ name: "image", repetition_type: "OPTIONAL", num_children: 2 },
			{ name: "bytes", type: "BYTE_ARRAY", repetition_type: "OPTIONAL" },
			{ name: "path", type: "BYTE_ARRAY", converted_type: "UTF8", repetition_type: "OPTIONAL" },
			{ name: "caption", type: "BYTE_ARRAY", converted_type: "UTF8", repetition_type: "OPTIONAL" },
		],
	});
	return new Uint8Array(buffer);
}

let hub: ParquetHub;
let provider: FakeProvider;
const big = reviews(0, 20_000, 500, 200);
beforeAll(async () => {
	hub = await startParquetHub(
		{
			"acme/reviews": {
				default: { train: [reviews(0, 250, 50, 1000), reviews(250, 150, 40, 1000)], test: [reviews(0, 30, 10)] },
			},
			"acme/two-configs": { en: { train: [reviews(0, 5, 5)] }, fr: { train: [reviews(0, 5, 5)] } },
			"acme/big": { default: { train: [big] } },
			"acme/cats": { default: { train: [images(3)] } },
		},
		{ "acme/reviews": { abc123: { default: { train: [reviews(1000, 20, 10)] } } } },
	);
	provider = await startFakeProvider((request) =>
		request.inputs === "" && request.bytes > 0
			? { status: 200, body: [{ label: `image-${request.bytes}-bytes`, score: 1 }] }
			: { status: 200, delayMs: Math.floor(Math.random() * 4) },
	);
});
afterAll(async () => {
	await hub.close();
	await provider.close();
});

const textArgs = (output: string) => [
	"run",
	"--task",
	"text-classification",
	"--endpoint-url",
	provider.url,
	"--map",
	"inputs=text",
	"--output",
	output,
];

describe("runBatch over a Hub dataset (Parquet by range requests)", () => {
	it("runs a split row for row: index = position across its files in listed order, every file read by 206 ranges", async () => {
		const dir = tempDir();
		const output = join(dir, "out.jsonl");
		const before = provider.requests.length;
		const summary = await runBatch({
			client: new InferenceClient(TOKEN, { fetch }),
			fetch,
			task: "text-classification",
			endpointUrl: provider.url,
			map: { inputs: "text" },
			dataset: { id: "acme/reviews" },
			hubUrl: hub.url,
			hubToken: TOKEN,
			output,
			concurrency: 6,
		});
		expect(summary).toMatchObject({ total: 400, done: 400, failed: 0 });
		const lines = readLines(output);
		expect(lines).toHaveLength(400);
		for (const line of lines) {
			expect(line).toMatchObject({ id: String(line.index), ok: true, result: [{ label: `label-text ${line.index}` }] });
		}
		expect(provider.requests.length - before).toBe(400);
		const files = hub.requests.filter((r) => r.path.endsWith(".parquet"));
		// Files larger than the footer read: their row groups are fetched by further ranges, one group at a time.
		expect(files.length).toBeGreaterThan(2 + 5);
		expect(files.every((r) => r.status === 206 && r.range?.startsWith("bytes="))).toBe(true);
		// The token reaches the Hub (an hf_ token, same origin), and no output line holds it.
		expect(hub.requests.every((r) => r.authorization === `Bearer ${TOKEN}`)).toBe(true);
		expect(readFileSync(output, "utf8")).not.toContain(TOKEN);
	});

	it("--limit 10 on a large split reads a small fraction of its bytes, and only the mapped column", async () => {
		const dir = tempDir();
		const sentBefore = hub.fileBytesSent;
		const run = await runCli([
			...textArgs(join(dir, "out.jsonl")),
			"--dataset",
			"acme/big",
			"--limit",
			"10",
			"--hub-url",
			hub.url,
		]);
		expect(run).toMatchObject({ code: 0 });
		const lines = readLines(join(dir, "out.jsonl"));
		expect(lines.map((l) => l.index).sort((a, b) => Number(a) - Number(b))).toEqual([...Array(10).keys()]);
		const read = hub.fileBytesSent - sentBefore;
		expect(read / big.length).toBeLessThan(0.03);
	});

	it("--dry-run counts a split's rows from the file footers alone, and a 503 on a range read is tried again", async () => {
		const dir = tempDir();
		const sentBefore = hub.fileBytesSent;
		hub.failNextFiles = 2;
		const run = await runCli([
			...textArgs(join(dir, "out.jsonl")),
			"--dataset",
			"acme/big",
			"--dry-run",
			"--hub-url",
			hub.url,
		]);
		expect(run).toMatchObject({ code: 0 });
		expect(JSON.parse(run.stdout)).toMatchObject({ rows: 20_000, calls: 20_000 });
		expect(hub.failNextFiles).toBe(0);
		expect((hub.fileBytesSent - sentBefore) / big.length).toBeLessThan(0.03);
	});

	it("an unknown split lists the splits, an unknown dataset is named, several configs ask for one: exit 2, no provider call", async () => {
		const dir = tempDir();
		const before = provider.requests.length;
		const split = await runCli([
			...textArgs(join(dir, "a.jsonl")),
			"--dataset",
			"acme/reviews",
			"--split",
			"validation",
			"--hub-url",
			hub.url,
		]);
		expect(split).toMatchObject({
			code: 2,
			stderr: expect.stringContaining('no split "validation": it has "train", "test"'),
		});
		const missing = await runCli([...textArgs(join(dir, "b.jsonl")), "--dataset", "acme/nope", "--hub-url", hub.url]);
		expect(missing).toMatchObject({ code: 2, stderr: expect.stringContaining('Dataset "acme/nope"') });
		const configs = await runCli([...textArgs(join(dir, "c.jsonl")), "--dataset", "acme/two-configs"], {
			env: { HF_ENDPOINT: hub.url },
		});
		expect(configs).toMatchObject({
			code: 2,
			stderr: expect.stringContaining('choose one with --config ("en", "fr")'),
		});
		const column = await runCli([
			...textArgs(join(dir, "d.jsonl")),
			"--dataset",
			"acme/reviews",
			"--hub-url",
			hub.url,
			"--id-column",
			"uid",
		]);
		expect(column).toMatchObject({ code: 2, stderr: expect.stringContaining('no column "uid"') });
		expect(provider.requests.length).toBe(before);
	});

	it("sends a provider key to no Hub, and reads a revision of the conversion (--revision, --split)", async () => {
		const dir = tempDir();
		const output = join(dir, "out.jsonl");
		const before = hub.requests.length;
		const run = await runCli(
			[...textArgs(output), "--dataset", "acme/reviews", "--revision", "abc123", "--hub-url", hub.url],
			{ env: { HF_TOKEN: "sk-provider-key-0123456789" } },
		);
		expect(run).toMatchObject({ code: 0 });
		expect(hub.requests.slice(before).every((r) => r.authorization === undefined)).toBe(true);
		const lines = readLines(output);
		expect(lines).toHaveLength(20);
		expect(lines.find((l) => l.index === 3)).toMatchObject({ result: [{ label: "label-text 1003" }] });
	});

	it("resumes a dataset run after kill -9: every row once, finished rows never sent again", async () => {
		const dir = tempDir();
		const output = join(dir, "out.jsonl");
		const common = [...textArgs(output), "--dataset", "acme/reviews", "--hub-url", hub.url, "--concurrency", "4"];
		const before = provider.requests.length;
		const first = await spawnCli(common);
		while (provider.requests.length - before < 60) await new Promise((r) => setTimeout(r, 5));
		first.child.kill("SIGKILL");
		expect((await first.done).signal).toBe("SIGKILL");
		const finished = new Set(
			readFileSync(output, "utf8")
				.split("\n")
				.slice(0, -1)
				.map((l) => `text ${(JSON.parse(l) as { index: number }).index}`),
		);
		expect(finished.size).toBeGreaterThan(0);
		const middle = provider.requests.length;
		const second = await runCli([...common, "--resume"]);
		expect(second).toMatchObject({ code: 0 });
		expect(provider.requests.slice(middle).filter((r) => finished.has(r.inputs))).toEqual([]);
		const lines = readLines(output);
		expect(lines).toHaveLength(400);
		expect(new Set(lines.map((l) => l.index)).size).toBe(400);
	}, 60_000);
});

describe("Parquet files in and out", () => {
	it("reads a local Parquet file (--input x.parquet) and writes Parquet (--output x.parquet) that reads back", async () => {
		const dir = tempDir();
		const input = join(dir, "rows.parquet");
		writeFileSync(input, reviews(0, 120, 25));
		const output = join(dir, "results.parquet");
		const run = await runCli([
			"run",
			"--task",
			"text-classification",
			"--endpoint-url",
			provider.url,
			"--map",
			"inputs=text",
			"--id-column",
			"body",
			"--input",
			input,
			"--output",
			output,
		]);
		expect(run).toMatchObject({ code: 0 });
		// The JSONL journal is kept beside the Parquet file.
		expect(readLines(join(dir, "results.jsonl"))).toHaveLength(120);
		const rows = await parquetReadObjects({ file: await asyncBufferFromFile(output) });
		expect(rows).toHaveLength(120);
		const row = rows.find((r) => r.index === 7n);
		expect(row).toMatchObject({ ok: true, error: null });
		expect(String(row?.id)).toMatch(/^7 lorem/);
		expect(JSON.parse(row?.result as string)).toEqual([{ label: "label-text 7", score: 0.9 }]);
		expect(JSON.parse(row?.receipt as string)).toMatchObject({ task: "text-classification", ok: true });
	});

	it("writes Parquet rows in row index order when rows finish out of order (concurrency 4)", async () => {
		const dir = tempDir();
		const rows = 16;
		// Row i answers after (16 - i) * 15 ms: within each window of 4 in flight, the later rows finish first.
		const slow = await startFakeProvider((request) => ({
			status: 200,
			delayMs: (rows - Number(request.inputs.split(" ")[1])) * 15,
		}));
		try {
			const output = join(dir, "out.parquet");
			const input = writeRows(dir, rows);
			const args = ["run", "--task", "text-classification", "--endpoint-url", slow.url, "--concurrency", "4"];
			const run = await runCli([...args, "--input", input, "--id-column", "id", "--output", output]);
			expect(run).toMatchObject({ code: 0 });
			const journal = readLines(join(dir, "out.jsonl")).map((l) => l.index);
			// The journal is in finishing order, not index order: the Parquet file must not follow it.
			expect(journal).not.toEqual([...journal].sort((a, b) => Number(a) - Number(b)));
			const written = await parquetReadObjects({ file: await asyncBufferFromFile(output) });
			// Before: the journal's order.
			expect(written.map((r) => Number(r.index))).toEqual(Array.from({ length: rows }, (_, i) => i));
			expect(written.map((r) => r.id)).toEqual(Array.from({ length: rows }, (_, i) => `r${i}`));
			expect(slow.requests.every((r) => r.authorization === `Bearer ${TOKEN}`)).toBe(true);
		} finally {
			await slow.close();
		}
	});

	it("orders a journal whose lines span read chunks (100 KB results, a resumed run's lines at the end)", async () => {
		const dir = tempDir();
		const journal = join(dir, "big.jsonl");
		const order = [5, 0, 3, 1, 4, 2];
		const line = (index: number) =>
			JSON.stringify({ id: `r${index}`, index, ok: true, result: "x".repeat(100_000 + index), receipt: {} });
		writeFileSync(journal, `${order.map(line).join("\n")}\n`);
		await writeResultsParquet(journal, join(dir, "big.parquet"));
		const written = await parquetReadObjects({ file: await asyncBufferFromFile(join(dir, "big.parquet")) });
		expect(written.map((r) => [r.id, JSON.parse(r.result as string).length])).toEqual(
			[0, 1, 2, 3, 4, 5].map((i) => [`r${i}`, 100_000 + i]),
		);
	});

	it("turns a {bytes, path} image column into a Blob for an image task", async () => {
		const dir = tempDir();
		const output = join(dir, "out.jsonl");
		const before = provider.requests.length;
		const run = await runCli([
			"run",
			"--task",
			"image-classification",
			"--endpoint-url",
			provider.url,
			"--map",
			"inputs=image",
			"--dataset",
			"acme/cats",
			"--hub-url",
			hub.url,
			"--output",
			output,
			"--output-format",
			"parquet",
		]);
		expect(run).toMatchObject({ code: 0 });
		const sent = provider.requests.slice(before);
		expect(sent).toHaveLength(3);
		// The struct's bytes go out raw, as a Blob typed by its first bytes.
		expect(sent.every((r) => r.bytes === PNG.length && r.contentType === "image/png")).toBe(true);
		expect(readLines(output).every((l) => JSON.stringify(l.result).includes(`image-${PNG.length}-bytes`))).toBe(true);
		const rows = await parquetReadObjects({ file: await asyncBufferFromFile(join(dir, "out.parquet")) });
		expect(rows).toHaveLength(3);
	});
});
