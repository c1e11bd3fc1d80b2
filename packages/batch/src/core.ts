// The runner's core, browser-safe: rows in, lines out, through one lane (concurrency, rate, rate-limit pauses),
// one budget (calls, cost), retries and receipts. Files, the journal and resume are the Node edge (run-batch.ts);
// the playground's Batch page runs this directly.
import { CallBudget, type Price } from "./budget.js";
import { type CallSpec, laneCapacity, rowId } from "./call-spec.js";
import { executeRow, type OutputLine } from "./execute-row.js";
import type { InputRow } from "./input/rows.js";
import { Lane } from "./limiter.js";

export interface RunRowsOptions {
	/** An InferenceClient (or an endpoint of one). */
	client: object;
	spec: CallSpec;
	rows: AsyncIterable<InputRow>;
	/** Each finished row's line, as it finishes (exactly one per row the run finished). */
	onLine: (line: OutputLine) => void;
	/** Turns a media result (Blob) into what the line holds. */
	saveMedia: (blob: Blob, index: number) => Promise<unknown>;
	/** Rows already finished (a resumed run): skipped. */
	isDone?: (index: number) => boolean;
	concurrency?: number;
	rps?: number;
	providerLimits?: Record<string, number>;
	maxCalls?: number;
	maxCost?: number;
	price?: Price;
	maxAttempts?: number;
	/** Where relative media paths are read from (Node only). */
	baseDir?: string;
	fetch?: typeof fetch;
	signal?: AbortSignal;
}

export interface RunRowsResult {
	budget: CallBudget;
	lane: Lane;
	stopped?: "max-calls" | "max-cost" | "signal";
}

/** Runs every row to its line; stops early on the budget or the signal, leaving the rest unfinished. */
export async function runRows(options: RunRowsOptions): Promise<RunRowsResult> {
	const { spec } = options;
	const budget = new CallBudget(options.maxCalls, options.maxCost, options.price);
	const lane = new Lane({
		concurrency: laneCapacity(spec, options.concurrency ?? 8, options.providerLimits),
		...(options.rps ? { rps: options.rps } : {}),
	});
	const ctx = {
		client: options.client,
		spec,
		lane,
		budget,
		maxAttempts: options.maxAttempts ?? 5,
		baseDir: options.baseDir ?? "",
		saveMedia: options.saveMedia,
		...(options.fetch ? { fetch: options.fetch } : {}),
		...(options.signal ? { signal: options.signal } : {}),
	};
	const stopped = () => budget.stopped !== undefined || options.signal?.aborted === true;
	const rows = options.rows[Symbol.asyncIterator]();
	// One worker per slot the lane may grant, pulling rows as they finish: never read ahead of what is sent.
	const worker = async () => {
		for (let next = await rows.next(); !next.done && !stopped(); next = await rows.next()) {
			const row = next.value;
			if (options.isDone?.(row.index)) continue;
			const line = await executeRow(ctx, row.index, rowId(spec, row.columns, row.index), row.columns);
			if (line) options.onLine(line);
		}
	};
	try {
		await Promise.all(Array.from({ length: lane.maxConcurrency }, worker));
	} finally {
		await rows.return?.(undefined);
	}
	const why = budget.stopped ?? (options.signal?.aborted ? "signal" : undefined);
	return why ? { budget, lane, stopped: why } : { budget, lane };
}
