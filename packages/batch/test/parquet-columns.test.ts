import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { parquetWriteBuffer } from "hyparquet-writer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "./helpers/cli.js";
import { type FakeProvider, startFakeProvider } from "./helpers/fake-provider.js";
import { readLines, tempDir } from "./helpers/files.js";

const text = (value: string) => new TextEncoder().encode(value);
const BIG = 2n ** 60n;

/** A file as older writers (Spark, Hive, Impala) and Arrow make it: text without its UTF8 annotation, int64 lists. */
function legacyColumns(): Uint8Array {
	const list = (name: string) => [
		{ name, repetition_type: "OPTIONAL" as const, converted_type: "LIST" as const, num_children: 1 },
		{ name: "list", repetition_type: "REPEATED" as const, num_children: 1 },
		{ name: "element", type: "INT64" as const, repetition_type: "OPTIONAL" as const },
	];
	const buffer = parquetWriteBuffer({
		columnData: [
			{ name: "name", data: [text("première"), text("second")] },
			{ name: "title", data: ["first", "second"] },
			{ name: "review", data: [text("très bien"), text("naïve")] },
			{
				name: "ids",
				data: [
					[1n, 2n],
					[BIG, null],
				],
			},
			{
				name: "meta",
				data: [
					{ n: 5n, tags: [7n] },
					{ n: BIG, tags: [] },
				],
			},
		],
		schema: [
			{ name: "root", num_children: 5 },
			// BYTE_ARRAY with no converted or logical type: bytes, to a reader that goes by the annotation.
			{ name: "name", type: "BYTE_ARRAY", repetition_type: "REQUIRED" },
			{ name: "title", type: "BYTE_ARRAY", converted_type: "UTF8", repetition_type: "OPTIONAL" },
			{ name: "review", type: "BYTE_ARRAY", repetition_type: "OPTIONAL" },
			...list("ids"),
			{ name: "meta", repetition_type: "OPTIONAL", num_children: 2 },
			{ name: "n", type: "INT64", repetition_type: "OPTIONAL" },
			...list("tags"),
		],
	});
	return new Uint8Array(buffer);
}

let provider: FakeProvider;
beforeAll(async () => {
	provider = await startFakeProvider();
});
afterAll(async () => {
	await provider.close();
});

/** Runs the CLI over the file with `args` (maps, id column); answers its lines and the bodies sent, by row. */
async function runOver(args: string[]) {
	const dir = tempDir();
	const input = join(dir, "legacy.parquet");
	writeFileSync(input, legacyColumns());
	const output = join(dir, "out.jsonl");
	const before = provider.requests.length;
	const common = ["run", "--task", "text-classification", "--endpoint-url", provider.url, "--concurrency", "1"];
	const run = await runCli([...common, "--input", input, "--output", output, ...args]);
	const lines = readLines(output).sort((a, b) => Number(a.index) - Number(b.index));
	const bodies = provider.requests.slice(before).map((r) => JSON.parse(r.body) as Record<string, unknown>);
	return { run, lines, bodies };
}

describe("Parquet column kinds in", () => {
	it("sends int64 inside lists and structs as numbers (strings past 2^53), as at the top level", async () => {
		const { run, lines, bodies } = await runOver([
			"--map",
			"inputs=title",
			"--map",
			"parameters.ids=ids",
			"--map",
			"parameters.meta=meta",
		]);
		expect(run).toMatchObject({ code: 0 });
		// Before: every row failed, "is a BigInt, which cannot be sent as JSON".
		expect(lines.map((l) => l.ok)).toEqual([true, true]);
		expect(bodies).toEqual([
			{ inputs: "first", parameters: { ids: [1, 2], meta: { n: 5, tags: [7] } } },
			{ inputs: "second", parameters: { ids: [String(BIG), null], meta: { n: String(BIG), tags: [] } } },
		]);
	});

	it("reads BYTE_ARRAY written without the UTF8 annotation (older Spark, Hive, Impala) as text, ids too", async () => {
		const { run, lines, bodies } = await runOver(["--map", "inputs=review", "--id-column", "name"]);
		expect(run).toMatchObject({ code: 0 });
		// Before: each row failed on its bytes, and its id was the bytes' values joined by commas.
		expect(lines.map((l) => [l.id, l.ok])).toEqual([
			["première", true],
			["second", true],
		]);
		expect(bodies).toEqual([{ inputs: "très bien" }, { inputs: "naïve" }]);
	});
});
