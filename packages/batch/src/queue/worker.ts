import type pg from "pg";
import type { Job, PgBoss } from "pg-boss";
import { CallBudget } from "../budget.js";
import { laneCapacity } from "../call-spec.js";
import { executeRow, isRetriedKind, type RowContext, type RowJobs } from "../execute-row.js";
import { Lane } from "../limiter.js";
import { ProviderLanes, type SharedSlot } from "../provider-lanes.js";
import { QUEUE_RETRY_LIMIT } from "./enqueue.js";
import type { ProviderSlots } from "./slots.js";
import { hasOutput, keptJob, loadRun, ROW_QUEUE, type RowJob, saveJob, saveOutput } from "./store.js";

/** In the queue, a media result travels inline; `collect` writes it to a file beside the output. */
export interface InlineMedia {
	inlineMedia: { type: string; base64: string };
}

async function inlineMedia(blob: Blob): Promise<InlineMedia> {
	return { inlineMedia: { type: blob.type, base64: Buffer.from(await blob.arrayBuffer()).toString("base64") } };
}

/**
 * A row's job handle in PostgreSQL: the one an earlier worker kept (killed since), else the one this worker keeps
 * when a provider accepts the row's job, written before the job's first poll.
 */
async function rowJobs(db: pg.Pool, run: string, index: number): Promise<RowJobs> {
	let kept = await keptJob(db, run, index);
	return {
		kept: () => kept,
		keep: async (_, job) => {
			kept = job;
			try {
				await saveJob(db, run, index, job);
			} catch (error) {
				// The job is followed anyway; only a worker killed before it ends would submit it again.
				process.stderr.write(
					`modelyard worker: job ${job.id} of row ${index} of ${run} not kept: ${(error as Error).message}\n`,
				);
			}
		},
	};
}

export interface WorkerOptions {
	client: object;
	fetch: typeof fetch;
	/** Rows this worker runs at once. */
	concurrency: number;
}

/**
 * `modelyard worker`: takes rows' jobs and writes their lines. A row with a line already is done at once (a job
 * that runs twice writes nothing twice); a retryable failure goes back to pg-boss, which retries the job and at
 * the last attempt dead-letters it, its error line written so that `collect` misses no row.
 */
export async function startWorker(
	boss: PgBoss,
	db: pg.Pool,
	slots: ProviderSlots,
	options: WorkerOptions,
): Promise<void> {
	const runs = new Map<string, Promise<Omit<RowContext, "signal">>>();
	const contextOf = (run: string) => {
		let context = runs.get(run);
		if (!context) {
			context = (async () => {
				const stored = await loadRun(db, run);
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
					lane: new Lane({ concurrency: laneCapacity(stored.spec, options.concurrency, limits) }),
					// As the embedded runner: the serving provider's cap in this worker, and its own rate-limit pauses.
					providers: new ProviderLanes(options.concurrency, limits, sharedSlot),
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
	const handle = async (job: Job<RowJob>) => {
		const { run, index, id, columns } = job.data;
		if (await hasOutput(db, run, index)) return;
		const context = await contextOf(run);
		const line = await executeRow(
			{
				...context,
				signal: job.signal,
				jobs: await rowJobs(db, run, index),
			},
			index,
			id,
			columns,
		);
		if (!line) throw new Error(`row ${id} of ${run}: stopped before it finished`);
		// A request that may have reached the provider is not sent again by pg-boss either (unless the run opted in).
		const retried = !line.ok && isRetriedKind(line.error?.kind ?? "") && !line.error?.mayHaveBeenReceived;
		if (retried && job.retryCount < QUEUE_RETRY_LIMIT) throw new Error(`row ${id} of ${run}: ${line.error?.message}`);
		await saveOutput(db, run, line);
		if (retried) throw new Error(`row ${id} of ${run} failed its last attempt: ${line.error?.message}`);
	};
	await boss.work<RowJob>(
		ROW_QUEUE,
		{ localConcurrency: options.concurrency, batchSize: 1, pollingIntervalSeconds: 0.5 },
		async ([job]) => {
			if (job) await handle(job);
		},
	);
}
