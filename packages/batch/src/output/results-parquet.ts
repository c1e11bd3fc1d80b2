// Output lines as Parquet, browser-safe: columns id, index, ok, result, error, receipt (objects as JSON text), so
// a run's results load straight into pandas, DuckDB or the Hub's viewer.
import { ByteWriter, type ColumnSource, ParquetWriter, schemaFromColumnData, type Writer } from "hyparquet-writer";
import type { OutputLine } from "../execute-row.js";

/** Lines a row group holds at most: a group is built in memory, then written. */
export const LINES_PER_ROW_GROUP = 10_000;
/**
 * Bytes of lines (as JSON text) a row group holds at most: results such as embeddings or inline media make a line
 * large, and 10,000 of them would be gigabytes in memory, in one group. As `collect` pages PostgreSQL's lines.
 */
export const ROW_GROUP_BYTES = 8 * 1024 * 1024;

/**
 * Gathers lines into row groups: a group ends at LINES_PER_ROW_GROUP lines, or before the line that would take it
 * past ROW_GROUP_BYTES (a line larger than that is a group of its own).
 */
export class RowGroupBatch {
	#lines: OutputLine[] = [];
	#bytes = 0;

	/** Adds a line of `bytes` bytes; answers the group it closes, if it closes one. */
	add(line: OutputLine, bytes: number): OutputLine[] | undefined {
		const closed = this.#bytes + bytes > ROW_GROUP_BYTES && this.#lines.length > 0 ? this.take() : undefined;
		this.#lines.push(line);
		this.#bytes += bytes;
		return this.#lines.length === LINES_PER_ROW_GROUP ? this.take() : closed;
	}

	/** The lines gathered so far, as a group (maybe empty); the batch starts over. */
	take(): OutputLine[] {
		const lines = this.#lines;
		this.#lines = [];
		this.#bytes = 0;
		return lines;
	}
}

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

	/** Adds the lines as one row group (a RowGroupBatch's, to bound memory and group size). */
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
	const batch = new RowGroupBatch();
	for (const line of lines) {
		const group = batch.add(line, JSON.stringify(line).length);
		if (group) await parquet.write(group);
	}
	await parquet.write(batch.take());
	await parquet.finish();
	return writer.getBytes();
}
