import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { dirname, resolve } from "node:path";
import { isDeepStrictEqual } from "node:util";
import type pg from "pg";
import type { PgBoss } from "pg-boss";
import { type CallSpec, rowId } from "../call-spec.js";
import { BatchInputError } from "../errors.js";
import { type InputFormat, readRows } from "../input/rows.js";
import { scanInput } from "../scan.js";
import { DEAD_QUEUE, ROW_QUEUE, type RowTask, type StoredRun, saveRun } from "./store.js";

/**
 * pg-boss retries of a row's task (each runs the row's own attempts) before it goes to the dead letters. In the
 * queue mode a pg-boss job is a row's task; a job is the provider's (its handle in `modelyard.jobs`).
 */
export const QUEUE_RETRY_LIMIT = 2;

/**
 * Seconds a row's task may go without a heartbeat from its worker before pg-boss hands it to another worker
 * (`--task-timeout`, formerly `--job-timeout`): the row's lease. A live worker beats every half of it, however long its call runs.
 */
export const DEFAULT_HEARTBEAT_SECONDS = 30;
/** pg-boss refuses heartbeats under 10 s. */
const MIN_HEARTBEAT_SECONDS = 10;
/**
 * pg-boss's longest expiry (24 h), so that the heartbeat alone bounds a row: a 10-minute video call is never
 * expired and sent again while its worker lives.
 */
const TASK_EXPIRY_SECONDS = 24 * 60 * 60;

/** The `--task-timeout` a user gave, checked against pg-boss's bounds. */
export function heartbeatSecondsOf(value: number | undefined): number {
	if (value === undefined) return DEFAULT_HEARTBEAT_SECONDS;
	if (value < MIN_HEARTBEAT_SECONDS || value >= TASK_EXPIRY_SECONDS) {
		throw new BatchInputError(
			`--task-timeout is how many seconds a row may go without its worker's heartbeat before another worker takes it: from ${MIN_HEARTBEAT_SECONDS} (pg-boss's least) to ${TASK_EXPIRY_SECONDS - 1}; got ${value}. Leave it out for ${DEFAULT_HEARTBEAT_SECONDS}.`,
		);
	}
	return value;
}

/** A UUID made from a run and a row: enqueueing the same row twice names the same task, which pg-boss keeps once. */
export function taskId(run: string, index: number): string {
	const hex = createHash("sha256").update(`${run}\u0000${index}`).digest("hex");
	return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * A run's name when none is given, made from the call and the input's bytes (the same command twice is the same
 * run), and the input's own digest, stored to tell a second enqueue of other rows under the same name.
 */
async function fingerprintsOf(spec: CallSpec, input: string): Promise<{ runId: string; inputSha256: string }> {
	const run = createHash("sha256").update(JSON.stringify(spec));
	const rows = createHash("sha256");
	for await (const chunk of createReadStream(input)) {
		run.update(chunk as Buffer);
		rows.update(chunk as Buffer);
	}
	return { runId: `run-${run.digest("hex").slice(0, 16)}`, inputSha256: rows.digest("hex") };
}

/**
 * Creates the queues on first use. Rows are bounded by their heartbeat, not by an expiry; a queue made by an
 * older modelyard (a 300 s expiry, no heartbeat) is brought to that too, since redriven rows take the queue's.
 */
export async function createQueues(boss: PgBoss): Promise<void> {
	await boss.createQueue(DEAD_QUEUE);
	const rowQueue = {
		retryLimit: QUEUE_RETRY_LIMIT,
		retryDelay: 1,
		retryBackoff: true,
		retryDelayMax: 60,
		expireInSeconds: TASK_EXPIRY_SECONDS,
		heartbeatSeconds: DEFAULT_HEARTBEAT_SECONDS,
	};
	await boss.createQueue(ROW_QUEUE, { ...rowQueue, deadLetter: DEAD_QUEUE });
	const existing = await boss.getQueue(ROW_QUEUE);
	if (existing && (existing.expireInSeconds !== TASK_EXPIRY_SECONDS || !existing.heartbeatSeconds)) {
		await boss.updateQueue(ROW_QUEUE, rowQueue);
	}
}

export interface EnqueueOptions {
	spec: CallSpec;
	input: string;
	inputFormat?: InputFormat;
	run?: string;
	providerLimits: Record<string, number>;
	maxAttempts: number;
	resendOnConnectionLoss: boolean;
	/** Media paths in the input are read from here; default the input file's folder. */
	mediaDir?: string;
	/** See DEFAULT_HEARTBEAT_SECONDS. */
	heartbeatSeconds: number;
}

/** What a second enqueue under a stored run's name must repeat to be the same run. */
const RUN_DEFINITION = {
	spec: "call (task, model, provider, parameters, mapping)",
	inputSha256: "input file content",
	providerLimits: "--provider-limit",
	maxAttempts: "--max-retries",
	resendOnConnectionLoss: "--resend-on-connection-loss",
} as const satisfies Partial<Record<keyof StoredRun, string>>;

/** Refuses to enqueue under a stored run's name another definition than the stored one. */
function checkSameRun(stored: StoredRun, wanted: StoredRun): void {
	// Through JSON both ways: the stored run comes back from jsonb, with its keys reordered and no undefined.
	const json = (value: unknown) => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));
	const changed = (Object.keys(RUN_DEFINITION) as Array<keyof typeof RUN_DEFINITION>).filter(
		(key) => !isDeepStrictEqual(json(stored[key]), json(wanted[key])),
	);
	if (changed.length === 0) return;
	throw new BatchInputError(
		`Run "${wanted.run}" is already in the queue with a different ${changed.map((key) => RUN_DEFINITION[key]).join(", ")}: a run's call and rows are fixed when it is first enqueued. Enqueue under another --run name, or leave --run out to name the run by its call and input.`,
	);
}

/**
 * `modelyard run --enqueue`: checks the whole input (as the embedded mode does), stores the run, and queues one
 * task per row. Idempotent: task ids come from the run and the row, so a second enqueue of the same run adds
 * nothing; another call or input under a stored run's name is refused.
 */
export async function enqueue(
	boss: PgBoss,
	db: pg.Pool,
	options: EnqueueOptions,
): Promise<{ run: string; rows: number }> {
	const input = resolve(options.input);
	const scan = await scanInput(input, options.inputFormat, options.spec);
	const { runId, inputSha256 } = await fingerprintsOf(options.spec, input);
	const run = options.run ?? runId;
	const wanted: StoredRun = {
		run,
		spec: options.spec,
		total: scan.rows,
		baseDir: resolve(options.mediaDir ?? dirname(input)),
		inputSha256,
		providerLimits: options.providerLimits,
		maxAttempts: options.maxAttempts,
		resendOnConnectionLoss: options.resendOnConnectionLoss,
	};
	const stored = await saveRun(db, wanted);
	if (stored) checkSameRun(stored, wanted);
	const taskOptions = { heartbeatSeconds: options.heartbeatSeconds, expireInSeconds: TASK_EXPIRY_SECONDS };
	let batch: Array<{ id: string; data: RowTask } & typeof taskOptions> = [];
	for await (const row of readRows(input, options.inputFormat)) {
		const id = rowId(options.spec, row.columns, row.index);
		batch.push({
			id: taskId(run, row.index),
			data: { run, index: row.index, id, columns: row.columns },
			...taskOptions,
		});
		if (batch.length === 500) {
			await boss.insert(ROW_QUEUE, batch);
			batch = [];
		}
	}
	if (batch.length > 0) await boss.insert(ROW_QUEUE, batch);
	return { run, rows: scan.rows };
}

/**
 * Queues rows of a run again whose tasks pg-boss holds as done (`redrive --resubmit-uncertain`): each task is
 * deleted and inserted anew under its id, with its row and heartbeat. Answers how many were queued.
 */
export async function requeueRows(boss: PgBoss, run: string, indexes: number[]): Promise<number> {
	let queued = 0;
	for (const index of indexes) {
		const id = taskId(run, index);
		const task = await boss.getJobById<RowTask>(ROW_QUEUE, id);
		if (!task) {
			throw new Error(
				`Row ${index} of ${run} has no task in pg-boss any more (deleted after its retention): run the same \`modelyard run --enqueue\` again, which queues the rows whose task is gone.`,
			);
		}
		await boss.deleteJob(ROW_QUEUE, id);
		const heartbeatSeconds = task.heartbeatSeconds ?? DEFAULT_HEARTBEAT_SECONDS;
		await boss.insert(ROW_QUEUE, [{ id, data: task.data, heartbeatSeconds, expireInSeconds: TASK_EXPIRY_SECONDS }]);
		queued++;
	}
	return queued;
}
