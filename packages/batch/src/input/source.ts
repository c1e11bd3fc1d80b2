// Where a run's rows come from, on Node: a JSON Lines, CSV or Parquet file, or a Hub dataset's split. Each source
// is checked (columns, ids, row count) before any provider call, then streamed row by row.
import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { asyncBufferFromFile } from "hyparquet";
import { type CallSpec, isMediaArgument } from "../call-spec.js";
import { BatchInputError } from "../errors.js";
import { duplicateIdCheck, type InputScan, scanInput } from "../scan.js";
import { type DatasetRef, type HubAccess, remoteParts, resolveSplit } from "./hub-dataset.js";
import { ParquetTable } from "./parquet.js";
import { type InputFormat, type InputRow, readRows } from "./rows.js";

export type SourceFormat = InputFormat | "parquet";

export interface RowSource {
	/** For messages: the file, or `dataset OWNER/NAME config/split`. */
	name: string;
	/** Media columns given as relative paths are read from here. */
	baseDir: string;
	scan: () => Promise<InputScan>;
	/** The rows in index order; those `isDone` says are finished may be skipped unread. */
	rows: (isDone?: (index: number) => boolean) => AsyncGenerator<InputRow>;
}

export interface SourceOptions {
	input?: string;
	inputFormat?: SourceFormat;
	dataset?: DatasetRef;
	hubUrl?: string;
	/** Sent to the Hub only when it is an `hf_` token. */
	hubToken?: string;
	fetch?: typeof fetch;
	signal?: AbortSignal;
}

/** The format of an input file by its extension: `.csv` CSV, `.parquet` Parquet, anything else JSON Lines. */
export function sourceFormatOf(path: string): SourceFormat {
	return /\.parquet$/i.test(path) ? "parquet" : /\.csv$/i.test(path) ? "csv" : "jsonl";
}

/** The columns a run reads: the mapped ones and the id column. */
function usedColumns(spec: CallSpec): string[] {
	return [...new Set([...Object.values(spec.map), ...(spec.idColumn ? [spec.idColumn] : [])])];
}

/** A Parquet table as a row source: columns checked on the schema, rows counted from the footers. */
export function parquetSource(
	table: ParquetTable,
	spec: CallSpec,
	name: string,
	baseDir: string,
	limit?: number,
): RowSource {
	const columns = usedColumns(spec);
	const mediaColumns = new Set(
		Object.entries(spec.map)
			.filter(([path]) => isMediaArgument(spec.task, path))
			.map(([, column]) => column),
	);
	return {
		name,
		baseDir,
		async scan() {
			await table.checkColumns(columns, "name the columns with --map ARG=COLUMN and --id-column.");
			const { rows, bytes } = await table.count(Object.values(spec.map), limit);
			if (spec.idColumn) {
				// Only the id column is read to find duplicates: a narrow read, even on a wide table.
				const checkId = duplicateIdCheck(spec, name);
				for await (const row of table.rows({ columns: [spec.idColumn], ...(limit === undefined ? {} : { limit }) }))
					checkId(row);
			}
			return { rows, characters: bytes };
		},
		rows: (isDone) =>
			table.rows({ columns, mediaColumns, ...(limit === undefined ? {} : { limit }), ...(isDone ? { isDone } : {}) }),
	};
}

/** The run's row source from its options: `dataset` (a Hub split) or `input` (a file by extension or format). */
export async function openSource(options: SourceOptions, spec: CallSpec): Promise<RowSource> {
	if (options.dataset && options.input) throw new BatchInputError("Give --input or --dataset, not both.");
	if (options.dataset) {
		const access: HubAccess = {
			hubUrl: options.hubUrl ?? "https://huggingface.co",
			fetch: options.fetch ?? fetch,
			...(options.hubToken ? { token: options.hubToken } : {}),
			...(options.signal ? { signal: options.signal } : {}),
		};
		const split = await resolveSplit(options.dataset, access);
		const name = `dataset ${options.dataset.id} ${split.config}/${split.split}`;
		return parquetSource(
			new ParquetTable(remoteParts(split.urls, access)),
			spec,
			name,
			process.cwd(),
			options.dataset.limit,
		);
	}
	if (!options.input)
		throw new BatchInputError("Give an --input file (JSON Lines, CSV, Parquet) or a --dataset OWNER/NAME.");
	const input = resolve(options.input);
	if (!existsSync(input)) throw new BatchInputError(`No input file ${input}.`);
	const format = options.inputFormat ?? sourceFormatOf(input);
	if (format === "parquet") {
		const table = new ParquetTable([{ name: input, open: () => asyncBufferFromFile(input) }]);
		return parquetSource(table, spec, input, dirname(input));
	}
	return {
		name: input,
		baseDir: dirname(input),
		scan: () => scanInput(input, format, spec),
		rows: () => readRows(input, format),
	};
}
