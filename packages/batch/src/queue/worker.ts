import type { JobHandle } from "@modelyard/inference";
import type { Job, PgBoss } from "pg-boss";
import { CallBudget } from "../budget.js";
import { laneCapacity } from "../call-spec.js";
import { executeRow, isRetriedKind, type OutputLine, type RowContext, type RowJobs } from "../execute-row.js";
import { Lane } from "../limiter.js";
import { ProviderLanes, type SharedSlot } from "../provider-lanes.js";
import type { PostgresWatch } from "./connection.js";
import { DEFAULT_HEARTBEAT_SECONDS, QUEUE_RETRY_LIMIT } from "./enqueue.js";
import type { ProviderSlots } from "./slots.js";
import { hasOutput, keptJob, loadRun, ROW_QUEUE, type RowTask, saveJob, saveOutput } from "./store.js";
import { forgetSubmission, startSubmission, submissionStarted, uncertainLine } from "./submissions.js";

/** In the queue, a media result travels inline; `collect` writes it to a file beside the output. */
export interface InlineMedia {
	inlineMedia: { type: string; base64: string };
}

async function inlineMedia(blob: Blob): Promise<InlineMedia> {
	return { inlineMedia: { type: blob.type, base64: Buffer.from(await blob.arrayBuffer()).toString("base64") } };
}

/**
 * A row's job handle in PostgreSQL: the one an earlier worker kept, else the one this worker stores when a provider
 * accepts the row's job, before the job's first poll. A handle not stored within the row's lease (PostgreSQL cut
 * off) may never be: another worker may take the row by then, so this one stops following the job (`stop`) and
 * says so; the row's intent, left behind, keeps the next worker from submitting it again.
 */
function rowJobs(
	watch: PostgresWatch,
	row: { run: string; index: number; leaseMs: number },
	kept: JobHandle | undefined,
	stop: AbortController,
): RowJobs {
	const { run, index, leaseMs } = row;
	return {
		kept: () => kept,
		keep: async (_, job) => {
			kept = job;
			try {
				await watch.patiently(`storing job ${job.id}'s handle`, Date.now() + leaseMs, () =>
					saveJob(watch.db, run, index, job),
				);
			} catch (error) {
				const why = `${job.provider} job ${job.id} of row ${index} of ${run}: its handle could not be stored within the row's lease (${leaseMs / 1000} s: ${(error as Error).message})`;
				watch.log(
					`${why}; no longer following it. The next worker to take the row will not submit it again: \`modelyard status\` counts it uncertain, \`modelyard redrive --resubmit-uncertain\` submits it again`,
				);
				stop.abort(new Error(why));
			}
		},
	};
}

export interface WorkerOptions {
	client: object;
	fetch: typeof fetch;
	/** Rows this worker runs at once. */
	concurrency: number;
	/** `--router-url`: the serving provider of a row is the path segment after it (caps with `auto` or a list). */
	routerUrl?: string;
}

/** How long a worker tries to store a row's line once the provider answered (it is paid for): PostgreSQL restarts. */
const LINE_PATIENCE_MS = 10 * 60_000;

/**
 * `modelyard worker`: takes rows' tasks and writes their lines. A row with a line already is done at once (a task
 * that runs twice writes nothing twice); a retryable failure goes back to pg-boss, which retries the task and at
 * the last attempt dead-letters it, its error line written so that `collect` misses no row. A row is submitted only
 * after its intent is stored (submissions.ts); a lost PostgreSQL is waited for (`watch`), within the row's lease.
 */
export async function startWorker(
	boss: PgBoss,
	watch: PostgresWatch,
	slots: ProviderSlots,
	options: WorkerOptions,
): Promise<void> {
	const { db } = watch;
	const runs = new Map<string, Promise<Omit<RowContext, "signal">>>();
	const contextOf = (run: string) => {
		let context = runs.get(run);
		if (!context) {
			context = (async () => {
				const deadline = Date.now() + DEFAULT_HEARTBEAT_SECONDS * 1000;
				const stored = await watch.patiently("reading the run", deadline, () => loadRun(db, run));
				if (!stored) throw new Error(`No run ${run} in the queue's database: enqueue it first.`);
				const limits = stored.providerLimits;
				// A capped provider's slot is also taken across every worker: where routing picks it, for the call's length.
				const sharedSlot: SharedSlot = async (provider, signal) => {
					const limit = limits[provider];
					return limit === undefined ? undefined : slots.take(provider, limit, signal);
				};
				return {
					client: options.client,
					spec: stored.spec,
					lane: new Lane({ concurrency: laneCapacity(stored.spec, options.concurrency, limits), onWarning: watch.log }),
					// As the embedded runner: the serving provider's cap in this worker, and its own rate-limit pauses.
					providers: new ProviderLanes(options.concurrency, limits, sharedSlot, watch.log),
					...(options.routerUrl ? { routerUrl: options.routerUrl } : {}),
					onWarning: watch.log,
					budget: new CallBudget(),
					maxRetries: stored.maxAttempts - 1,
					resendOnConnectionLoss: stored.resendOnConnectionLoss,
					baseDir: stored.baseDir,
					fetch: options.fetch,
					saveMedia: inlineMedia,
				};
			})();
			runs.set(run, context);
			// A lookup that failed (a database blip) is forgotten, so the run's next row asks again.
			context.catch(() => {
				if (runs.get(run) === context) runs.delete(run);
			});
		}
		return context;
	};
	const handle = async (task: Job<RowTask>) => {
		const { run, index, id, columns } = task.data;
		const leaseMs = (task.heartbeatSeconds ?? DEFAULT_HEARTBEAT_SECONDS) * 1000;
		const withinLease = <T>(what: string, query: () => Promise<T>) =>
			watch.patiently(`row ${index} of ${run}: ${what}`, Date.now() + leaseMs, query);
		const saveLine = (line: OutputLine) =>
			watch.patiently(`row ${index} of ${run}: storing its line`, Date.now() + LINE_PATIENCE_MS, () =>
				saveOutput(db, run, line),
			);
		if (await withinLease("reading its line", () => hasOutput(db, run, index))) return;
		const context = await contextOf(run);
		const kept = await withinLease("reading its job handle", () => keptJob(db, run, index));
		const started = kept ? false : await withinLease("reading its intent", () => submissionStarted(db, run, index));
		if (started && !context.resendOnConnectionLoss)
			return void (await saveLine(uncertainLine(context.spec, run, index, id)));
		const stop = new AbortController();
		// The intent is stored before the row's first request (a row killed while it waited for its turn was never sent).
		let intent: Promise<void> | undefined;
		const intentFirst: typeof fetch = async (input, init) => {
			intent ??= withinLease("storing its intent", () => startSubmission(db, run, index)).catch((error) => {
				watch.log(`row ${index} of ${run} not sent: its intent could not be stored (${(error as Error).message})`);
				stop.abort(error);
			});
			await intent;
			stop.signal.throwIfAborted();
			return options.fetch(input, init);
		};
		const line = await executeRow(
			{
				...context,
				fetch: intentFirst,
				signal: AbortSignal.any([task.signal, stop.signal]),
				jobs: rowJobs(watch, { run, index, leaseMs }, kept, stop),
			},
			index,
			id,
			columns,
		);
		if (!line) throw new Error(`row ${id} of ${run}: stopped before it finished`);
		// A request that may have reached the provider is not sent again by pg-boss either (unless the run opted in).
		const retried = !line.ok && isRetriedKind(line.error?.kind ?? "") && !line.error?.mayHaveBeenReceived;
		// A request answered with an error pg-boss retries leaves no doubt: its intent goes.
		if (retried) await withinLease("forgetting its intent", () => forgetSubmission(db, run, index));
		if (retried && task.retryCount < QUEUE_RETRY_LIMIT) throw new Error(`row ${id} of ${run}: ${line.error?.message}`);
		await saveLine(line);
		if (retried) throw new Error(`row ${id} of ${run} failed its last attempt: ${line.error?.message}`);
	};
	await boss.work<RowTask>(
		ROW_QUEUE,
		{ localConcurrency: options.concurrency, batchSize: 1, pollingIntervalSeconds: 0.5 },
		async ([task]) => {
			if (task) await handle(task);
		},
	);
}
