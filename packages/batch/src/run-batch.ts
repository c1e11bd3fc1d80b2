import { existsSync } from "node:fs";
import { CallBudget, type Price } from "./budget.js";
import { type CallSpec, checkTask, defaultMap, laneCapacity, rowId } from "./call-spec.js";
import { BatchInputError } from "./errors.js";
import { executeRow } from "./execute-row.js";
import type { DatasetRef } from "./input/hub-dataset.js";
import { openSource, type SourceFormat } from "./input/source.js";
import { Journal } from "./journal.js";
import { Lane } from "./limiter.js";
import { mediaWriter } from "./media.js";
import { type OutputFormat, outputPaths, writeResultsParquet } from "./output/parquet-file.js";
import { type DryRunEstimate, estimate } from "./scan.js";

export interface RunBatchOptions {
	/** An InferenceClient (or an endpoint of one): its token, fetch and options serve every row. */
	client: object;
	/** A task as the Hub names it ("text-classification", "feature-extraction"...) or "chat-completion". */
	task: string;
	model?: string;
	/** A JSON Lines, CSV or Parquet file (by extension, or `inputFormat`); or give `dataset`. */
	input?: string;
	inputFormat?: SourceFormat;
	/** A Hub dataset's split, read as Parquet by range requests, instead of `input`. */
	dataset?: DatasetRef;
	/** The Hub the dataset is listed on; default https://huggingface.co. */
	hubUrl?: string;
	/** Sent to the Hub (dataset listing and files) only when it is an `hf_` token. */
	hubToken?: string;
	/** The JSON Lines output, one line per row; also the journal a resumed run reads. `.parquet`: see outputFormat. */
	output: string;
	/** "parquet" (or an output ending in .parquet): the lines are also written as Parquet when the run ends. */
	outputFormat?: OutputFormat;
	provider?: string | string[];
	policy?: "preferred" | "fastest" | "cheapest";
	endpointUrl?: string;
	/** Argument path -> input column; default `{ inputs: "inputs" }` (`{ messages: "messages" }` for chat). */
	map?: Record<string, string>;
	/** The column naming each row (ids must be unique); default: the row's index. */
	idColumn?: string;
	parameters?: Record<string, unknown>;
	/** Most rows in flight; default 8. */
	concurrency?: number;
	/** Most requests started per second. */
	rps?: number;
	/** Most calls in flight per provider, e.g. `{ together: 4 }`. */
	providerLimits?: Record<string, number>;
	/** Most requests this run sends (retries included); the run stops there, unfinished rows left for --resume. */
	maxCalls?: number;
	/** Most dollars this run spends (receipts' costs, else usage times `price`). */
	maxCost?: number;
	price?: Price;
	/** Requests per row before its error line; default 5. */
	maxAttempts?: number;
	/** Finish the run the output file holds: its finished rows are not sent again. */
	resume?: boolean;
	/** Count rows and estimate calls, tokens and cost; send nothing, write nothing. */
	dryRun?: boolean;
	/** The fetch of the client, if it has one: the runner wraps it to watch rate-limit headers. */
	fetch?: typeof fetch;
	/** Stops the run: no new row starts, calls in flight are aborted (their rows stay unfinished). */
	signal?: AbortSignal;
	onProgress?: (progress: BatchProgress) => void;
	/** Least time between two onProgress calls, in ms; default 250. */
	progressIntervalMs?: number;
}

export interface BatchProgress {
	total: number;
	/** Rows with a line, this run and before it (resumed). */
	done: number;
	failed: number;
	/** Rows found finished in the output when the run started. */
	resumed: number;
	inFlight: number;
	calls: number;
	tokens: number;
	costUsd: number;
	elapsedMs: number;
	rowsPerSecond: number;
	etaSeconds?: number;
}

export interface BatchSummary extends BatchProgress {
	/** Why the run ended before every row was finished. */
	stopped?: "max-calls" | "max-cost" | "signal";
	/** With `dryRun`: what the run would do. */
	estimate?: DryRunEstimate;
}

/** The call every row shares, checked against the client before anything is read. */
export function callSpecOf(options: Omit<RunBatchOptions, "input" | "output">): CallSpec {
	const method = checkTask(options.client, options.task);
	const spec: CallSpec = { task: options.task, method, map: options.map ?? defaultMap(options.task) };
	if (options.model) spec.model = options.model;
	if (options.provider) spec.provider = options.provider;
	if (options.policy) spec.policy = options.policy;
	if (options.endpointUrl) spec.endpointUrl = options.endpointUrl;
	if (options.idColumn) spec.idColumn = options.idColumn;
	if (options.parameters) spec.parameters = options.parameters;
	if (!spec.model && !spec.endpointUrl)
		throw new BatchInputError("Name a model (--model) or an endpoint (--endpoint-url).");
	return spec;
}

// Lives beside the CallSpec so the browser-safe core (core.ts) shares it; the queue worker imports it from here.
export { laneCapacity } from "./call-spec.js";

/**
 * Runs `task` over every row of `input`, writing one line per row to `output` (see the package README). Resumable:
 * with `resume`, rows already in `output` are not sent again and a torn last line is cut.
 */
export async function runBatch(options: RunBatchOptions): Promise<BatchSummary> {
	const spec = callSpecOf(options);
	const source = await openSource(options, spec);
	const scan = await source.scan();
	const { journal: output, parquet } = outputPaths(options.output, options.outputFormat);
	const budget = new CallBudget(options.maxCalls, options.maxCost, options.price);
	if (options.dryRun) {
		const done = options.resume && existsSync(output) ? (await Journal.open(output, true, "read")).done.size : 0;
		const plan = estimate(scan, done, spec, options.price);
		return { ...progressOf(scan.rows, done, 0, done, 0, budget, Date.now()), estimate: plan };
	}
	const journal = await Journal.open(output, options.resume ?? false);
	const lane = new Lane({
		concurrency: laneCapacity(spec, options.concurrency ?? 8, options.providerLimits),
		...(options.rps ? { rps: options.rps } : {}),
	});
	const resumed = journal.done.size;
	let failed = journal.failed.size;
	const started = Date.now();
	let lastReport = 0;
	const report = (force: boolean) => {
		const now = Date.now();
		if (!options.onProgress || (!force && now - lastReport < (options.progressIntervalMs ?? 250))) return;
		lastReport = now;
		options.onProgress(progressOf(scan.rows, journal.done.size, failed, resumed, lane.inFlight, budget, started));
	};
	const rows = source.rows((index) => journal.done.has(index));
	const ctx = {
		client: options.client,
		spec,
		lane,
		budget,
		maxAttempts: options.maxAttempts ?? 5,
		baseDir: source.baseDir,
		saveMedia: mediaWriter(output),
		...(options.fetch ? { fetch: options.fetch } : {}),
		...(options.signal ? { signal: options.signal } : {}),
	};
	const stopped = () => budget.stopped !== undefined || options.signal?.aborted === true;
	// One worker per slot the lane may grant, pulling rows as they finish: the input is read as fast as it is
	// sent, never ahead, so memory stays flat whatever the row count.
	const worker = async () => {
		for (let next = await rows.next(); !next.done && !stopped(); next = await rows.next()) {
			const row = next.value;
			if (journal.done.has(row.index)) continue;
			const line = await executeRow(ctx, row.index, rowId(spec, row.columns, row.index), row.columns);
			if (!line) continue;
			journal.append(line);
			journal.done.add(row.index);
			if (!line.ok) failed++;
			report(false);
		}
	};
	try {
		await Promise.all(Array.from({ length: lane.maxConcurrency }, worker));
	} finally {
		await rows.return(undefined);
		journal.close();
	}
	if (parquet) await writeResultsParquet(output, parquet);
	report(true);
	const summary: BatchSummary = progressOf(scan.rows, journal.done.size, failed, resumed, 0, budget, started);
	const why = budget.stopped ?? (options.signal?.aborted ? "signal" : undefined);
	return why ? { ...summary, stopped: why } : summary;
}

function progressOf(
	total: number,
	done: number,
	failed: number,
	resumed: number,
	inFlight: number,
	budget: CallBudget,
	started: number,
): BatchProgress {
	const elapsedMs = Date.now() - started;
	const rowsPerSecond = elapsedMs > 0 ? ((done - resumed) * 1000) / elapsedMs : 0;
	const left = total - done;
	return {
		total,
		done,
		failed,
		resumed,
		inFlight,
		calls: budget.calls,
		tokens: budget.tokens,
		costUsd: budget.costUsd,
		elapsedMs,
		rowsPerSecond,
		...(rowsPerSecond > 0 ? { etaSeconds: left / rowsPerSecond } : {}),
	};
}
