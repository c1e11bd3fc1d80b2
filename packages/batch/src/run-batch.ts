import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { CallBudget, type Price } from "./budget.js";
import { type CallSpec, checkTask, defaultMap, rowId } from "./call-spec.js";
import { BatchInputError } from "./errors.js";
import { executeRow, type RowContext } from "./execute-row.js";
import { type InputFormat, readRows } from "./input/rows.js";
import { JobJournal } from "./job-journal.js";
import { Journal } from "./journal.js";
import { Lane } from "./limiter.js";
import { mediaWriter } from "./media.js";
import { ProviderLanes } from "./provider-lanes.js";
import { checkArgumentPath } from "./row-args.js";
import { type DryRunEstimate, estimate, scanInput } from "./scan.js";

export interface RunBatchOptions {
	/** An InferenceClient (or an endpoint of one): its token, fetch and options serve every row. */
	client: object;
	/** A task as the Hub names it ("text-classification", "feature-extraction"...) or "chat-completion". */
	task: string;
	model?: string;
	/** A JSON Lines or CSV file (by extension, or `inputFormat`). */
	input: string;
	inputFormat?: InputFormat;
	/** The JSON Lines output, one line per row; also the journal a resumed run reads. */
	output: string;
	provider?: string | string[];
	policy?: "preferred" | "fastest" | "cheapest";
	endpointUrl?: string;
	/** Argument path -> input column; default `{ inputs: "inputs" }` (`{ messages: "messages" }` for chat). */
	map?: Record<string, string>;
	/**
	 * The folder media columns' file paths are read from, and must stay under (symbolic links followed); default:
	 * the input file's folder.
	 */
	mediaDir?: string;
	/** The column naming each row (ids must be unique); default: the row's index. */
	idColumn?: string;
	parameters?: Record<string, unknown>;
	/** Most rows in flight; default 8. */
	concurrency?: number;
	/** Most requests started per second. */
	rps?: number;
	/**
	 * Most calls in flight per serving provider, e.g. `{ together: 4 }`, with a named provider, a list or "auto"
	 * alike (the provider is known from the request's URL; see the README). Needs `fetch` unless one provider is named.
	 */
	providerLimits?: Record<string, number>;
	/** Most requests this run sends (retries included); the run stops there, unfinished rows left for --resume. */
	maxCalls?: number;
	/** Most dollars this run spends (receipts' costs, else usage times `price`). */
	maxCost?: number;
	price?: Price;
	/**
	 * Retries of a row, whatever their cause (rate limits, 5xx, a connection refused), before its error line; default
	 * 4. The same meaning as the client's `maxRetries` (the client's `fallback.maxAttempts` counts providers).
	 */
	maxRetries?: number;
	/**
	 * Send a row again when its request failed without an answer after it may have reached the provider (a dropped
	 * connection, a timeout): it may be served and billed twice. Default false: the row gets an error line saying
	 * so. A connection refused before anything was sent is always retried.
	 */
	resendOnConnectionLoss?: boolean;
	/** Finish the run the output file holds: its finished rows are not sent again. */
	resume?: boolean;
	/** Count rows and estimate calls, tokens and cost; send nothing, write nothing. */
	dryRun?: boolean;
	/**
	 * The fetch of the client, if it has one: the runner wraps it to see which provider each request goes to (its
	 * cap and pauses) and to watch rate-limit answers and headers.
	 */
	fetch?: typeof fetch;
	/** Stops the run: no new row starts, calls in flight are aborted (their rows stay unfinished). */
	signal?: AbortSignal;
	onProgress?: (progress: BatchProgress) => void;
	/** Least time between two onProgress calls, in ms; default 250. */
	progressIntervalMs?: number;
	/** Options added to each of a row's calls, given the row (e.g. `telemetry` tagged with it). */
	callOptions?: RowContext["callOptions"];
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
	const map = options.map ?? defaultMap(options.task);
	for (const path of Object.keys(map)) checkArgumentPath(path);
	const spec: CallSpec = { task: options.task, method, map };
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

/** The strict in-flight cap of a run: its concurrency, and below it the limit of every provider it may reach. */
export function laneCapacity(spec: CallSpec, concurrency: number, providerLimits: Record<string, number> = {}): number {
	const providers = Array.isArray(spec.provider) ? spec.provider : [spec.provider ?? "auto"];
	const limits = providers.map((p) => providerLimits[p]).filter((n): n is number => n !== undefined);
	return Math.min(concurrency, ...limits);
}

/**
 * Runs `task` over every row of `input`, writing one line per row to `output` (see the package README). Resumable:
 * with `resume`, rows already in `output` are not sent again and a torn last line is cut.
 */
export async function runBatch(options: RunBatchOptions): Promise<BatchSummary> {
	const spec = callSpecOf(options);
	const input = resolve(options.input);
	if (!existsSync(input)) throw new BatchInputError(`No input file ${input}.`);
	const scan = await scanInput(input, options.inputFormat, spec);
	const budget = new CallBudget(options.maxCalls, options.maxCost, options.price);
	if (options.dryRun) {
		const done =
			options.resume && existsSync(options.output) ? (await Journal.open(options.output, true, "read")).done.size : 0;
		const plan = estimate(scan, done, spec, options.price);
		return { ...progressOf(scan.rows, done, 0, done, 0, budget, Date.now()), estimate: plan };
	}
	const journal = await Journal.open(options.output, options.resume ?? false);
	const jobs = JobJournal.open(options.output, options.resume ?? false);
	const concurrency = options.concurrency ?? 8;
	const lane = new Lane({ concurrency, ...(options.rps ? { rps: options.rps } : {}) });
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
	const rows = readRows(input, options.inputFormat);
	const ctx = {
		client: options.client,
		spec,
		lane,
		providers: new ProviderLanes(concurrency, options.providerLimits),
		budget,
		maxRetries: options.maxRetries ?? 4,
		resendOnConnectionLoss: options.resendOnConnectionLoss ?? false,
		baseDir: resolve(options.mediaDir ?? dirname(input)),
		saveMedia: mediaWriter(options.output),
		jobs,
		...(options.fetch ? { fetch: options.fetch } : {}),
		...(options.signal ? { signal: options.signal } : {}),
		...(options.callOptions ? { callOptions: options.callOptions } : {}),
	};
	let thrown: { error: unknown } | undefined;
	const stopped = () => budget.stopped !== undefined || options.signal?.aborted === true || thrown !== undefined;
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
	// One worker's throw (an onProgress that throws, an input changed since it was checked) stops the others from
	// starting rows; the journal is closed only once every worker is done with it, then the throw is the run's.
	const guarded = () =>
		worker().catch((error: unknown) => {
			thrown ??= { error };
		});
	try {
		await Promise.all(Array.from({ length: lane.maxConcurrency }, guarded));
	} finally {
		await rows.return(undefined);
		journal.close();
		jobs.close();
	}
	if (thrown) throw thrown.error;
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
