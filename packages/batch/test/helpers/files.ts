import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const TOKEN = "hf_test_batch_token_0123456789";

export function tempDir(): string {
	return mkdtempSync(join(tmpdir(), "modelyard-batch-"));
}

/** A JSON Lines file of `count` rows `{ id: "r<i>", inputs: "text <i>" }`. */
export function writeRows(dir: string, count: number, name = "rows.jsonl"): string {
	const path = join(dir, name);
	const lines = Array.from({ length: count }, (_, i) => JSON.stringify({ id: `r${i}`, inputs: `text ${i}` }));
	writeFileSync(path, `${lines.join("\n")}\n`);
	return path;
}

export function readLines(path: string): Array<Record<string, unknown>> {
	return readFileSync(path, "utf8")
		.split("\n")
		.filter(Boolean)
		.map((line) => JSON.parse(line));
}
