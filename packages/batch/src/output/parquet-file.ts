// The Node edge of Parquet output: the JSONL journal stays the run's record (resume reads it); once the run ends,
// its lines are written beside it as Parquet in row index order, streamed a row group at a time.
import { createReadStream } from "node:fs";
import { type FileHandle, open } from "node:fs/promises";
import { ByteWriter } from "hyparquet-writer";
import type { OutputLine } from "../execute-row.js";
import { replaceFile, writeAll } from "./replace-file.js";
import { ResultsParquetWriter, RowGroupBatch } from "./results-parquet.js";

export type OutputFormat = "jsonl" | "parquet";

/**
 * Where a run writes: `out.parquet` (or `--output-format parquet`) keeps its JSONL journal beside the Parquet file,
 * `out.jsonl`; a JSONL output with the Parquet format gets `out.parquet` beside it.
 */
export function outputPaths(output: string, format?: OutputFormat): { journal: string; parquet?: string } {
	if (/\.parquet$/i.test(output)) return { journal: output.replace(/\.parquet$/i, ".jsonl"), parquet: output };
	if (format === "parquet") return { journal: output, parquet: `${output.replace(/\.jsonl?$/i, "")}.parquet` };
	return { journal: output };
}

/**
 * Where each row's line sits in the journal, by row index (the journal is in finishing order): 12 bytes a row, a
 * row's later line winning. Index `i` has no line when its length is 0.
 */
class LineIndex {
	offsets = new Float64Array(1024);
	lengths = new Uint32Array(1024);
	rows = 0;

	add(index: number, offset: number, length: number): void {
		if (index >= this.offsets.length) {
			const size = Math.max(index + 1, this.offsets.length * 2);
			const offsets = new Float64Array(size);
			offsets.set(this.offsets);
			const lengths = new Uint32Array(size);
			lengths.set(this.lengths);
			this.offsets = offsets;
			this.lengths = lengths;
		}
		this.offsets[index] = offset;
		this.lengths[index] = length;
		this.rows = Math.max(this.rows, index + 1);
	}
}

/** Reads the journal once, a chunk at a time, noting each line's row index, byte offset and length. */
async function indexLines(journal: string): Promise<LineIndex> {
	const lines = new LineIndex();
	const see = (offset: number, bytes: Buffer) => {
		const text = bytes.toString("utf8");
		if (text.trim() === "") return;
		lines.add((JSON.parse(text) as OutputLine).index, offset, bytes.length);
	};
	let pending: Buffer[] = [];
	let lineStart = 0;
	let position = 0;
	for await (const chunk of createReadStream(journal) as AsyncIterable<Buffer>) {
		let from = 0;
		for (let newline = chunk.indexOf(10); newline !== -1; newline = chunk.indexOf(10, from)) {
			see(lineStart, Buffer.concat([...pending, chunk.subarray(from, newline)]));
			pending = [];
			from = newline + 1;
			lineStart = position + from;
		}
		if (from < chunk.length) pending.push(chunk.subarray(from));
		position += chunk.length;
	}
	if (pending.length > 0) see(lineStart, Buffer.concat(pending));
	return lines;
}

/**
 * A hyparquet-writer Writer onto an open file: a row group is encoded in memory, then written out (awaited) before
 * the next is encoded, so memory holds one encoded group.
 */
class FileHandleWriter extends ByteWriter {
	readonly #file: FileHandle;

	constructor(file: FileHandle) {
		super();
		this.#file = file;
	}

	async flush(): Promise<void> {
		await writeAll(this.#file, this.getBytes());
		this.index = 0;
	}

	override async finish(): Promise<void> {
		await this.flush();
	}
}

/**
 * Writes every line of the journal to `parquet` in row index order, replacing the file whole (a resumed run
 * rewrites it with all its rows): a crash or a failed write midway leaves the previous file as it was. Memory:
 * the line index (12 bytes a row) and one row group of lines, read back by their offsets.
 */
export async function writeResultsParquet(journal: string, parquet: string): Promise<void> {
	const lines = await indexLines(journal);
	const source = await open(journal, "r");
	try {
		await replaceFile(parquet, async (file) => {
			const writer = new ResultsParquetWriter(new FileHandleWriter(file));
			const batch = new RowGroupBatch();
			for (let index = 0; index < lines.rows; index++) {
				const length = lines.lengths[index] ?? 0;
				if (length === 0) continue;
				const bytes = Buffer.alloc(length);
				await source.read(bytes, 0, length, lines.offsets[index]);
				const group = batch.add(JSON.parse(bytes.toString("utf8")) as OutputLine, length);
				if (group) await writer.write(group);
			}
			await writer.write(batch.take());
			await writer.finish();
		});
	} catch (error) {
		throw new Error(
			`${parquet} could not be written (${(error as Error).message}): the previous file is kept as it was, and ${journal} holds every line; rerun with --resume to write it again.`,
			{ cause: error },
		);
	} finally {
		await source.close();
	}
}
