import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import { BatchInputError } from "../errors.js";
import { parseCsv } from "./csv.js";

/** One input row: its 0-based position, the line it starts on, and its columns. */
export interface InputRow {
	index: number;
	line: number;
	columns: Record<string, unknown>;
}

export type InputFormat = "jsonl" | "csv";

/** The format of an input file by its extension: `.csv` is CSV, anything else JSON Lines. */
export function formatOf(path: string): InputFormat {
	return /\.csv$/i.test(path) ? "csv" : "jsonl";
}

async function* jsonlRows(path: string): AsyncGenerator<InputRow> {
	const lines = createInterface({ input: createReadStream(path, "utf8"), crlfDelay: Number.POSITIVE_INFINITY });
	let line = 0;
	let index = 0;
	for await (let text of lines) {
		line++;
		if (line === 1 && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
		if (text.trim() === "") continue;
		let columns: unknown;
		try {
			columns = JSON.parse(text);
		} catch (error) {
			throw new BatchInputError(
				`${path}:${line}: not JSON (${(error as Error).message}); each line must be one JSON object.`,
			);
		}
		if (columns === null || typeof columns !== "object" || Array.isArray(columns)) {
			throw new BatchInputError(
				`${path}:${line}: a JSON ${Array.isArray(columns) ? "array" : typeof columns}; each line must be one JSON object.`,
			);
		}
		yield { index: index++, line, columns: columns as Record<string, unknown> };
	}
}

async function* csvRows(path: string): AsyncGenerator<InputRow> {
	let header: string[] | undefined;
	let index = 0;
	for await (const record of parseCsv(createReadStream(path, "utf8"), path)) {
		if (!header) {
			header = record.fields;
			continue;
		}
		if (record.fields.length !== header.length) {
			throw new BatchInputError(
				`${path}:${record.line}: ${record.fields.length} fields where the header has ${header.length}; quote fields holding commas or newlines.`,
			);
		}
		const columns: Record<string, unknown> = {};
		header.forEach((name, i) => {
			columns[name] = record.fields[i];
		});
		yield { index: index++, line: record.line, columns };
	}
}

/** The rows of a JSON Lines or CSV file, streamed: memory does not grow with the file. */
export function readRows(path: string, format: InputFormat = formatOf(path)): AsyncGenerator<InputRow> {
	return format === "csv" ? csvRows(path) : jsonlRows(path);
}
