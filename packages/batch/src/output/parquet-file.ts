// The Node edge of Parquet output: the JSONL journal stays the run's record (resume reads it); once the run ends,
// its lines are written beside it as Parquet, streamed a row group at a time.
import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import { fileWriter } from "hyparquet-writer";
import type { OutputLine } from "../execute-row.js";
import { LINES_PER_ROW_GROUP, ResultsParquetWriter } from "./results-parquet.js";

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

/** Writes every line of the journal to `parquet` (replaced whole: a resumed run rewrites it with all its rows). */
export async function writeResultsParquet(journal: string, parquet: string): Promise<void> {
	const writer = new ResultsParquetWriter(fileWriter(parquet));
	let batch: OutputLine[] = [];
	const lines = createInterface({ input: createReadStream(journal, "utf8"), crlfDelay: Number.POSITIVE_INFINITY });
	for await (const text of lines) {
		if (text === "") continue;
		batch.push(JSON.parse(text) as OutputLine);
		if (batch.length === LINES_PER_ROW_GROUP) {
			await writer.write(batch);
			batch = [];
		}
	}
	await writer.write(batch);
	await writer.finish();
}
