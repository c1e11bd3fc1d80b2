// What the Batch page runs over: a dropped CSV, JSON Lines or Parquet file, or the first rows of a Hub dataset.
// Each becomes a table with its columns, a few rows to preview, and its rows as a stream for the runner's core.
import {
	type HubAccess,
	type InputRow,
	ParquetTable,
	parseCsv,
	remoteParts,
	resolveSplit,
} from "@modelyard/batch/core";

export interface BatchTable {
	/** For the page: the file's name, or `OWNER/NAME config/split`. */
	name: string;
	columns: string[];
	/** How many rows a run goes over. */
	rows: number;
	preview: Array<Record<string, unknown>>;
	/** The rows, read anew for each run (a Parquet table a row group at a time; its `{bytes, path}` cells in
	 * `mediaColumns` as Blobs). */
	read: (mediaColumns?: ReadonlySet<string>) => AsyncIterable<InputRow>;
}

const PREVIEW_ROWS = 5;

async function* inMemory(rows: Array<Record<string, unknown>>): AsyncGenerator<InputRow> {
	for (const [index, columns] of rows.entries()) yield { index, line: index + 1, columns };
}

function tableOf(name: string, rows: Array<Record<string, unknown>>): BatchTable {
	const columns = [...new Set(rows.slice(0, 100).flatMap((row) => Object.keys(row)))];
	return { name, columns, rows: rows.length, preview: rows.slice(0, PREVIEW_ROWS), read: () => inMemory(rows) };
}

async function csvTable(file: File): Promise<BatchTable> {
	const records: string[][] = [];
	const text = await file.text();
	async function* chunks() {
		yield text;
	}
	for await (const record of parseCsv(chunks(), file.name)) records.push(record.fields);
	const [header = [], ...body] = records;
	return tableOf(
		file.name,
		body.map((fields) => Object.fromEntries(header.map((column, i) => [column, fields[i]]))),
	);
}

function jsonlTable(name: string, text: string): BatchTable {
	const rows = text
		.split(/\r?\n/)
		.map((line, i) => ({ line: line.trim(), number: i + 1 }))
		.filter(({ line }) => line !== "")
		.map(({ line, number }) => {
			let value: unknown;
			try {
				value = JSON.parse(line);
			} catch {
				throw new Error(`${name}:${number}: not JSON; each line must be one JSON object.`);
			}
			if (value === null || typeof value !== "object" || Array.isArray(value)) {
				throw new Error(`${name}:${number}: each line must be one JSON object.`);
			}
			return value as Record<string, unknown>;
		});
	return tableOf(name, rows);
}

async function parquetTable(name: string, table: ParquetTable, limit?: number): Promise<BatchTable> {
	const columns = await table.columns();
	const { rows } = await table.count(columns, limit);
	const preview: Array<Record<string, unknown>> = [];
	for await (const row of table.rows({ columns, limit: Math.min(PREVIEW_ROWS, limit ?? PREVIEW_ROWS) })) {
		preview.push(row.columns);
	}
	// Media cells (`{bytes, path}`) stay as they are here: the runner's core makes Blobs of the mapped ones.
	const read = (mediaColumns?: ReadonlySet<string>) =>
		table.rows({ columns, ...(limit ? { limit } : {}), ...(mediaColumns ? { mediaColumns } : {}) });
	return { name, columns, rows, preview, read };
}

/** A dropped or picked file, by its extension: .parquet, .csv, else JSON Lines. */
export async function fileTable(file: File): Promise<BatchTable> {
	if (/\.parquet$/i.test(file.name)) {
		const bytes = {
			byteLength: file.size,
			slice: (start: number, end?: number) => file.slice(start, end).arrayBuffer(),
		};
		return parquetTable(file.name, new ParquetTable([{ name: file.name, open: async () => bytes }]));
	}
	if (/\.csv$/i.test(file.name)) return csvTable(file);
	return jsonlTable(file.name, await file.text());
}

/** The first `limit` rows of a Hub dataset's split, read by range requests. */
export async function datasetTable(
	dataset: { id: string; config?: string; split?: string; limit: number },
	access: HubAccess,
): Promise<BatchTable> {
	const split = await resolveSplit(dataset, access);
	const table = new ParquetTable(remoteParts(split.urls, access));
	return parquetTable(`${dataset.id} ${split.config}/${split.split}`, table, dataset.limit);
}
