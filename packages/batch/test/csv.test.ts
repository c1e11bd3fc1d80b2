import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseCsv } from "../src/input/csv.js";
import { readRows } from "../src/input/rows.js";
import { tempDir } from "./helpers/files.js";

async function records(text: string, chunkSize = text.length) {
	async function* chunks() {
		for (let i = 0; i < text.length; i += chunkSize) yield text.slice(i, i + chunkSize);
	}
	const out: string[][] = [];
	for await (const record of parseCsv(chunks(), "t.csv")) out.push(record.fields);
	return out;
}

describe("CSV input", () => {
	const tricky = '\uFEFFid,text\r\n1,"a, b"\r\n2,"line one\nline two"\n3,"say ""hi"""\n\n4,""\n5,plain\r\n';
	const expected = [
		["id", "text"],
		["1", "a, b"],
		["2", "line one\nline two"],
		["3", 'say "hi"'],
		["4", ""],
		["5", "plain"],
	];

	it("reads a BOM, CRLF, quoted commas, quoted newlines, doubled quotes, empty fields, blank lines", async () => {
		expect(await records(tricky)).toEqual(expected);
	});

	it("gives the same records whatever the chunk boundaries (a chunk may end inside a quote)", async () => {
		for (const size of [1, 2, 3, 5, 7, 13]) expect(await records(tricky, size)).toEqual(expected);
	});

	it("reads a last record without a final newline, and refuses an unclosed quote or a stray quote with the line", async () => {
		expect(await records('a,b\n1,"x"')).toEqual([
			["a", "b"],
			["1", "x"],
		]);
		await expect(records('a,b\n1,"x\n2,y\n')).rejects.toThrow(/t\.csv:2: a quoted field is never closed/);
		await expect(records('a,b\n1,x"y\n')).rejects.toThrow(/t\.csv:2: a quote inside a field/);
	});

	it("streams rows keyed by the header with their start line; a row of the wrong width names its line", async () => {
		const dir = tempDir();
		const path = join(dir, "rows.csv");
		writeFileSync(path, tricky);
		const rows = [];
		for await (const row of readRows(path)) rows.push(row);
		expect(rows.map((r) => [r.index, r.line, r.columns])).toEqual([
			[0, 2, { id: "1", text: "a, b" }],
			[1, 3, { id: "2", text: "line one\nline two" }],
			[2, 5, { id: "3", text: 'say "hi"' }],
			[3, 7, { id: "4", text: "" }],
			[4, 8, { id: "5", text: "plain" }],
		]);
		writeFileSync(path, "id,text\n1,a,extra\n");
		const read = async () => {
			for await (const _ of readRows(path)) {
			}
		};
		await expect(read()).rejects.toThrow(/rows\.csv:2: 3 fields where the header has 2/);
	});
});
