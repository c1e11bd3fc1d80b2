// Parquet rows for the runner, browser-safe: a file is any AsyncBuffer (a local file, HTTP range requests, a
// dropped File), read one row group at a time and only the columns a run uses, so memory stays flat whatever the
// row count and a `limit` reads only the row groups it needs.
import {
	type AsyncBuffer,
	type FileMetaData,
	parquetMetadataAsync,
	parquetReadObjects,
	parquetSchema,
} from "hyparquet";
import { BatchInputError } from "../errors.js";
import { cellOf } from "./parquet-cells.js";
import type { InputRow } from "./rows.js";

/** Bytes fetched from a file's end for its footer; a larger footer costs one more read. */
export const FOOTER_FETCH_BYTES = 64 * 1024;

/** Rows handed out in one turn of the event loop at most. */
const YIELD_EVERY_ROWS = 256;

/** The next turn of the event loop: setImmediate in Node (setTimeout waits a millisecond there), else setTimeout. */
const nextTurn = () =>
	new Promise<void>((resolve) => (typeof setImmediate === "function" ? setImmediate(resolve) : setTimeout(resolve, 0)));

/** One Parquet file of a table, opened lazily: its footer is only read once rows before it are used up. */
export interface ParquetPart {
	/** For messages: the file's path or URL. */
	name: string;
	open: () => Promise<AsyncBuffer>;
}

interface OpenPart {
	name: string;
	file: AsyncBuffer;
	metadata: FileMetaData;
	/** Index of the part's first row across the table. */
	firstRow: number;
}

/** Where a read starts and stops, and which row groups it may skip (all their rows finished already). */
export interface ParquetReadOptions {
	columns: string[];
	/** Rows past this many are not read. */
	limit?: number;
	/** Whether a row is finished: a row group whose rows all are is not fetched. */
	isDone?: (index: number) => boolean;
	/** Columns holding media: a `{bytes, path}` struct becomes a Blob. */
	mediaColumns?: ReadonlySet<string>;
}

/**
 * A table made of Parquet files read in order (a Hub split's shards): row index = position across the files.
 * Owned by one run; it keeps each opened file's footer, not its rows.
 */
export class ParquetTable {
	readonly #parts: ParquetPart[];
	readonly #open: Array<Promise<OpenPart>> = [];

	constructor(parts: ParquetPart[]) {
		this.#parts = parts;
	}

	async #part(i: number): Promise<OpenPart> {
		const cached = this.#open[i];
		if (cached) return cached;
		const opening = (async () => {
			const part = this.#parts[i] as ParquetPart;
			const firstRow = i === 0 ? 0 : await this.#part(i - 1).then((p) => p.firstRow + Number(p.metadata.num_rows));
			const file = await part.open();
			let metadata: FileMetaData;
			try {
				metadata = await parquetMetadataAsync(file, { initialFetchSize: FOOTER_FETCH_BYTES });
			} catch (error) {
				throw new BatchInputError(`${part.name} is not a Parquet file (${(error as Error).message}).`);
			}
			return { name: part.name, file, metadata, firstRow };
		})();
		this.#open[i] = opening;
		return opening;
	}

	/** The top-level columns of the first file. */
	async columns(): Promise<string[]> {
		if (this.#parts.length === 0) return [];
		const { metadata } = await this.#part(0);
		return parquetSchema(metadata).children.map((child) => child.element.name);
	}

	/** Refuses a column the table lacks, naming those it has. */
	async checkColumns(wanted: string[], hint: string): Promise<void> {
		const have = await this.columns();
		const missing = wanted.filter((column) => !have.includes(column));
		if (missing.length > 0) {
			throw new BatchInputError(
				`${this.#parts[0]?.name}: no column ${missing.map((c) => `"${c}"`).join(", ")} (it has ${have.map((c) => `"${c}"`).join(", ")}); ${hint}`,
			);
		}
	}

	/**
	 * Rows (up to `limit`) and the bytes their `columns` hold uncompressed, from the footers alone: the files past
	 * the limit are not opened.
	 */
	async count(columns: string[], limit = Number.POSITIVE_INFINITY): Promise<{ rows: number; bytes: number }> {
		let rows = 0;
		let bytes = 0;
		for (let i = 0; i < this.#parts.length && rows < limit; i++) {
			const { metadata } = await this.#part(i);
			for (const group of metadata.row_groups) {
				if (rows >= limit) break;
				const groupRows = Number(group.num_rows);
				const share = Math.min(1, (limit - rows) / groupRows);
				for (const chunk of group.columns) {
					const top = chunk.meta_data?.path_in_schema[0];
					if (top !== undefined && columns.includes(top))
						bytes += Number(chunk.meta_data?.total_uncompressed_size ?? 0) * share;
				}
				rows += Math.min(groupRows, limit - rows);
			}
		}
		return { rows, bytes: Math.round(bytes) };
	}

	/** The rows, one row group fetched at a time, only `columns`; groups whose rows are all done are skipped. */
	async *rows(options: ParquetReadOptions): AsyncGenerator<InputRow> {
		const limit = options.limit ?? Number.POSITIVE_INFINITY;
		for (let i = 0; i < this.#parts.length; i++) {
			const part = await this.#part(i);
			let groupStart = 0;
			for (const group of part.metadata.row_groups) {
				const first = part.firstRow + groupStart;
				if (first >= limit) return;
				const rowEnd = groupStart + Math.min(Number(group.num_rows), limit - first);
				const rowStart = groupStart;
				groupStart += Number(group.num_rows);
				if (options.isDone && allDone(first, first + rowEnd - rowStart, options.isDone)) continue;
				const rows = await parquetReadObjects({
					file: part.file,
					metadata: part.metadata,
					columns: options.columns,
					rowStart,
					rowEnd,
					// Bytes stay bytes here: a media column's are media; cellOf reads every other column's as text.
					utf8: false,
				});
				for (const [offset, raw] of rows.entries()) {
					const columns: Record<string, unknown> = {};
					for (const name of options.columns) {
						columns[name] = cellOf(raw[name], options.mediaColumns?.has(name) === true);
					}
					yield { index: first + offset, line: first + offset + 1, columns };
					// A row group is in memory: without a pause, a fast consumer would take all of it in one turn of the
					// event loop, and what it batches per turn (the journal's lines) would grow with the group.
					if (offset % YIELD_EVERY_ROWS === YIELD_EVERY_ROWS - 1) await nextTurn();
				}
			}
		}
	}
}

function allDone(from: number, to: number, isDone: (index: number) => boolean): boolean {
	for (let index = from; index < to; index++) if (!isDone(index)) return false;
	return true;
}
