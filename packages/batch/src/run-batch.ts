import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { CallBudget, type Price } from "./budget.js";
import { type CallSpec, checkTask, defaultMap } from "./call-spec.js";
import { runRows } from "./core.js";
import { BatchInputError } from "./errors.js";
import type { RowContext } from "./execute-row.js";
import type { DatasetRef } from "./input/hub-dataset.js";
import { openSource, type SourceFormat } from "./input/source.js";
import { JobJournal } from "./job-journal.js";
import { Journal } from "./journal.js";
import type { Lane } from "./limiter.js";
import { mediaWriter } from "./media.js";
import { type OutputFormat, outputPaths, writeResultsParquet } from "./output/parquet-file.js";
import { checkArgumentPath } from "./row-args.js";
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
	/**
	 * The router the calls go through, given to each call (default: the client's own). The runner knows a row's
	 * serving provider from the path segment after it (its `--provider-limit` cap, its pauses), so a client whose
	 * router URL has a path (a proxy's `/router`) needs it here too.
	 */
	routerUrl?: string;
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
	/**
	 * The runner's warnings: a job handle that could not be kept (the run then submits no new row, and ends with
	 * `stopped: "jobs-journal"`), a provider's pause cut to the longest one step may take. Default: console.warn.
	 */
	onWarning?: (message: string) => void;
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
	/**
	 * Why the run ended before every row was finished. "jobs-journal": `{output}.jobs` could not be written (a full
	 * disk): no new row was submitted from then on, the jobs already accepted were followed to their end.
	 */
	stopped?: "max-calls" | "max-cost" | "signal" | "jobs-journal";
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
	const jobs = JobJournal.open(output, options.resume ?? false);
	const resumed = journal.done.size;
	let failed = journal.failed.size;
	const started = Date.now();
	let lane: Lane | undefined;
	let lastReport = 0;
	const report = (force: boolean) => {
		const now = Date.now();
		if (!options.onProgress || (!force && now - lastReport < (options.progressIntervalMs ?? 250))) return;
		lastReport = now;
		const inFlight = lane?.inFlight ?? 0;
		options.onProgress(progressOf(scan.rows, journal.done.size, failed, resumed, inFlight, budget, started));
	};
	try {
		await runRows({
			client: options.client,
			spec,
			rows: source.rows((index) => journal.done.has(index)),
			isDone: (index) => journal.done.has(index),
			onLine: (line) => {
				journal.append(line);
				journal.done.add(line.index);
				if (!line.ok) failed++;
				report(false);
			},
			onLane: (created) => {
				lane = created;
			},
			budget,
			concurrency: options.concurrency ?? 8,
			...(options.rps ? { rps: options.rps } : {}),
			...(options.providerLimits ? { providerLimits: options.providerLimits } : {}),
			maxRetries: options.maxRetries ?? 4,
			resendOnConnectionLoss: options.resendOnConnectionLoss ?? false,
			baseDir: resolve(options.mediaDir ?? source.baseDir),
			saveMedia: mediaWriter(output),
			jobs,
			accepting: () => jobs.failure === undefined,
			...(options.routerUrl ? { routerUrl: options.routerUrl } : {}),
			onWarning: options.onWarning ?? ((message) => console.warn(message)),
			...(options.fetch ? { fetch: options.fetch } : {}),
			...(options.signal ? { signal: options.signal } : {}),
			...(options.callOptions ? { callOptions: options.callOptions } : {}),
		});
	} finally {
		// Closed once every worker is done with them (a worker's throw included: runRows waits for its siblings).
		journal.close();
		jobs.close();
	}
	if (parquet) await writeResultsParquet(output, parquet);
	report(true);
	const summary: BatchSummary = progressOf(scan.rows, journal.done.size, failed, resumed, 0, budget, started);
	const why = jobs.failure ? "jobs-journal" : (budget.stopped ?? (options.signal?.aborted ? "signal" : undefined));
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
