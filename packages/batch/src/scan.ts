import { type CallSpec, checkColumns, rowId } from "./call-spec.js";
import { BatchInputError } from "./errors.js";
import { type InputFormat, type InputRow, readRows } from "./input/rows.js";

/** What a read of the whole input found: rows, and the characters the mapped columns hold (for estimates). */
export interface InputScan {
	rows: number;
	characters: number;
}

/**
 * Refuses a second row with the same id (with an id column), naming where the first was. Holds the ids seen,
 * only when there is an id column.
 */
export function duplicateIdCheck(spec: CallSpec, source: string): (row: InputRow) => void {
	const seen = new Map<string, number>();
	return (row) => {
		if (!spec.idColumn) return;
		const id = rowId(spec, row.columns, row.index);
		const first = seen.get(id);
		if (first !== undefined) {
			throw new BatchInputError(
				`${source}:${row.line}: duplicate id "${id}" in column "${spec.idColumn}" (first on line ${first}); each row needs its own id, the output is keyed by it.`,
			);
		}
		seen.set(id, row.line);
	};
}

/**
 * Reads the whole input once before any request: every row parses, has the mapped columns, and (with an id
 * column) a unique id. Throws BatchInputError naming the line otherwise. Ids are held only with an id column.
 */
export async function scanInput(path: string, format: InputFormat | undefined, spec: CallSpec): Promise<InputScan> {
	const checkId = duplicateIdCheck(spec, path);
	let rows = 0;
	let characters = 0;
	for await (const row of readRows(path, format)) {
		checkColumns(spec, row.columns, `${path}:${row.line}`);
		checkId(row);
		for (const column of Object.values(spec.map)) {
			const value = row.columns[column];
			characters += typeof value === "string" ? value.length : JSON.stringify(value ?? "").length;
		}
		rows++;
	}
	return { rows, characters };
}

/** What `--dry-run` reports: the calls a run would make and, roughly, the tokens and cost. */
export interface DryRunEstimate {
	rows: number;
	alreadyDone: number;
	calls: number;
	/** About four characters a token, plus the output tokens the parameters allow. */
	estimatedInputTokens: number;
	estimatedOutputTokens?: number;
	estimatedCostUsd?: number;
}

export function estimate(
	scan: InputScan,
	alreadyDone: number,
	spec: CallSpec,
	price?: { inputPerMillion: number; outputPerMillion: number },
): DryRunEstimate {
	const calls = scan.rows - alreadyDone;
	const share = scan.rows === 0 ? 0 : calls / scan.rows;
	const inputTokens = Math.ceil((scan.characters / 4) * share);
	const maxOut = spec.parameters?.max_tokens ?? spec.parameters?.max_new_tokens;
	const outputTokens = typeof maxOut === "number" ? maxOut * calls : undefined;
	const cost = price
		? (inputTokens * price.inputPerMillion + (outputTokens ?? 0) * price.outputPerMillion) / 1e6
		: undefined;
	return {
		rows: scan.rows,
		alreadyDone,
		calls,
		estimatedInputTokens: inputTokens,
		...(outputTokens === undefined ? {} : { estimatedOutputTokens: outputTokens }),
		...(cost === undefined ? {} : { estimatedCostUsd: cost }),
	};
}
