// The runner's core, browser-safe: rows in, lines out, through one lane (concurrency, rate), a lane per serving
// provider (its cap, its rate-limit pauses), one budget (calls, cost), retries and receipts. Files, the journal,
// job handles kept on disk and resume are the Node edge (run-batch.ts); the playground's Batch page runs this directly.
import { CallBudget, type Price } from "./budget.js";
import { rowId } from "./call-spec.js";
import { executeRow, type OutputLine, type RowContext } from "./execute-row.js";
import type { InputRow } from "./input/rows.js";
import { Lane } from "./limiter.js";
import { ProviderLanes } from "./provider-lanes.js";

export interface RunRowsOptions
	extends Pick<
		RowContext,
		| "client"
		| "spec"
		| "resendOnConnectionLoss"
		| "fetch"
		| "signal"
		| "saveMedia"
		| "callOptions"
		| "jobs"
		| "accepting"
		| "onWarning"
		| "routerUrl"
	> {
	rows: AsyncIterable<InputRow>;
	/** Each finished row's line, as it finishes (exactly one per row the run finished). */
	onLine: (line: OutputLine) => void;
	/** Rows already finished (a resumed run): skipped. */
	isDone?: (index: number) => boolean;
	/** Most rows in flight; default 8. */
	concurrency?: number;
	rps?: number;
	providerLimits?: Record<string, number>;
	/** The run's budget (default: one from maxCalls, maxCost, price). */
	budget?: CallBudget;
	maxCalls?: number;
	maxCost?: number;
	price?: Price;
	/** Retries of a row before its error line; default 4. */
	maxRetries?: number;
	/** Where relative media paths are read from, and must stay under (Node only). */
	baseDir?: string;
	/** Told the run's lane once it exists (progress reads its calls in flight). */
	onLane?: (lane: Lane) => void;
}

export interface RunRowsResult {
	budget: CallBudget;
	lane: Lane;
	stopped?: "max-calls" | "max-cost" | "signal";
}

/**
 * Runs every row to its line; stops early on the budget or the signal, leaving the rest unfinished. A throw of
 * one row's worker (an onLine that throws) stops the others from starting rows and is the run's, once every
 * worker is done.
 */
export async function runRows(options: RunRowsOptions): Promise<RunRowsResult> {
	const { spec } = options;
	const budget = options.budget ?? new CallBudget(options.maxCalls, options.maxCost, options.price);
	const concurrency = options.concurrency ?? 8;
	const warn = options.onWarning;
	const lane = new Lane({
		concurrency,
		...(options.rps ? { rps: options.rps } : {}),
		...(warn ? { onWarning: warn } : {}),
	});
	options.onLane?.(lane);
	const ctx: RowContext = {
		client: options.client,
		spec,
		lane,
		providers: new ProviderLanes(concurrency, options.providerLimits, undefined, warn),
		budget,
		maxRetries: options.maxRetries ?? 4,
		resendOnConnectionLoss: options.resendOnConnectionLoss ?? false,
		baseDir: options.baseDir ?? "",
		saveMedia: options.saveMedia,
		...(options.jobs ? { jobs: options.jobs } : {}),
		...(options.fetch ? { fetch: options.fetch } : {}),
		...(options.signal ? { signal: options.signal } : {}),
		...(options.callOptions ? { callOptions: options.callOptions } : {}),
		...(options.accepting ? { accepting: options.accepting } : {}),
		...(options.onWarning ? { onWarning: options.onWarning } : {}),
		...(options.routerUrl ? { routerUrl: options.routerUrl } : {}),
	};
	let thrown: { error: unknown } | undefined;
	const stopped = () =>
		budget.stopped !== undefined ||
		options.signal?.aborted === true ||
		thrown !== undefined ||
		options.accepting?.() === false;
	const rows = options.rows[Symbol.asyncIterator]();
	// One worker per slot the lane may grant, pulling rows as they finish: the input is read as fast as it is
	// sent, never ahead, so memory stays flat whatever the row count.
	const worker = async () => {
		for (let next = await rows.next(); !next.done && !stopped(); next = await rows.next()) {
			const row = next.value;
			if (options.isDone?.(row.index)) continue;
			const line = await executeRow(ctx, row.index, rowId(spec, row.columns, row.index), row.columns);
			if (line) options.onLine(line);
		}
	};
	const guarded = () =>
		worker().catch((error: unknown) => {
			thrown ??= { error };
		});
	try {
		await Promise.all(Array.from({ length: lane.maxConcurrency }, guarded));
	} finally {
		await rows.return?.(undefined);
	}
	if (thrown) throw thrown.error;
	const why = budget.stopped ?? (options.signal?.aborted ? "signal" : undefined);
	return why ? { budget, lane, stopped: why } : { budget, lane };
}
