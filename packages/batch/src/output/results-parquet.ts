// Output lines as Parquet, browser-safe: columns id, index, ok, result, error, receipt (objects as JSON text), so
// a run's results load straight into pandas, DuckDB or the Hub's viewer.
import { ByteWriter, type ColumnSource, ParquetWriter, schemaFromColumnData, type Writer } from "hyparquet-writer";
import type { OutputLine } from "../execute-row.js";

/** Lines a row group holds: a group is built in memory, then written. */
export const LINES_PER_ROW_GROUP = 10_000;

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/** One row group's columns. */
function columnsOf(lines: OutputLine[]): ColumnSource[] {
	return [
		{ name: "id", type: "STRING", nullable: false, data: lines.map((l) => l.id) },
		{ name: "index", type: "INT64", nullable: false, data: lines.map((l) => BigInt(l.index)) },
		{ name: "ok", type: "BOOLEAN", nullable: false, data: lines.map((l) => l.ok) },
		{ name: "result", type: "STRING", data: lines.map((l) => json(l.result)) },
		{ name: "error", type: "STRING", data: lines.map((l) => json(l.error)) },
		{ name: "receipt", type: "STRING", data: lines.map((l) => json(l.receipt)) },
	];
}

/** Writes output lines, one row group per batch given, to a hyparquet-writer Writer (a file, or bytes). */
export class ResultsParquetWriter {
	readonly #parquet: ParquetWriter;

	constructor(writer: Writer) {
		const schema = schemaFromColumnData({ columnData: columnsOf([]) });
		this.#parquet = new ParquetWriter({ writer, schema });
	}

	/** Adds the lines as one row group (pass at most LINES_PER_ROW_GROUP at a time to bound memory). */
	async write(lines: OutputLine[]): Promise<void> {
		if (lines.length === 0) return;
		// The schema comes from the writer: columns carry data only.
		const columnData = columnsOf(lines).map(({ name, data }) => ({ name, data }));
		await this.#parquet.write({ columnData, rowGroupSize: lines.length });
	}

	async finish(): Promise<void> {
		await this.#parquet.finish();
	}
}

/** The lines as a whole Parquet file in memory (the playground's download). */
export async function resultsParquetBytes(lines: OutputLine[]): Promise<Uint8Array> {
	const writer = new ByteWriter();
	const parquet = new ResultsParquetWriter(writer);
	for (let i = 0; i < lines.length; i += LINES_PER_ROW_GROUP)
		await parquet.write(lines.slice(i, i + LINES_PER_ROW_GROUP));
	await parquet.finish();
	return writer.getBytes();
}
