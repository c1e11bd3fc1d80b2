import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { dirname, resolve } from "node:path";
import type pg from "pg";
import type { PgBoss } from "pg-boss";
import { type CallSpec, rowId } from "../call-spec.js";
import { type InputFormat, readRows } from "../input/rows.js";
import { scanInput } from "../scan.js";
import { DEAD_QUEUE, ROW_QUEUE, type RowJob, type StoredRun, saveRun } from "./store.js";

/** pg-boss retries of a row's job (each runs the row's own attempts) before it goes to the dead letters. */
export const QUEUE_RETRY_LIMIT = 2;

/** A UUID made from a run and a row: enqueueing the same row twice names the same job, which pg-boss keeps once. */
export function jobId(run: string, index: number): string {
	const hex = createHash("sha256").update(`${run}\u0000${index}`).digest("hex");
	return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A run named by what it does: the call and the input's bytes. The same command twice is the same run. */
async function runIdOf(spec: CallSpec, input: string): Promise<string> {
	const hash = createHash("sha256").update(JSON.stringify(spec));
	for await (const chunk of createReadStream(input)) hash.update(chunk as Buffer);
	return `run-${hash.digest("hex").slice(0, 16)}`;
}

/** Queues the rows' jobs, creating the queues on first use; `jobTimeout`: seconds before a silent job is retried. */
export async function createQueues(boss: PgBoss, jobTimeout: number): Promise<void> {
	await boss.createQueue(DEAD_QUEUE);
	await boss.createQueue(ROW_QUEUE, {
		retryLimit: QUEUE_RETRY_LIMIT,
		retryDelay: 1,
		retryBackoff: true,
		retryDelayMax: 60,
		expireInSeconds: jobTimeout,
		deadLetter: DEAD_QUEUE,
	});
}

export interface EnqueueOptions {
	spec: CallSpec;
	input: string;
	inputFormat?: InputFormat;
	run?: string;
	providerLimits: Record<string, number>;
	maxAttempts: number;
}

/**
 * `modelyard run --enqueue`: checks the whole input (as the embedded mode does), stores the run, and queues one
 * job per row. Idempotent: job ids come from the run and the row, so a second enqueue adds nothing.
 */
export async function enqueue(
	boss: PgBoss,
	db: pg.Pool,
	options: EnqueueOptions,
): Promise<{ run: string; rows: number }> {
	const input = resolve(options.input);
	const scan = await scanInput(input, options.inputFormat, options.spec);
	const run = options.run ?? (await runIdOf(options.spec, input));
	const stored: StoredRun = {
		run,
		spec: options.spec,
		total: scan.rows,
		baseDir: dirname(input),
		providerLimits: options.providerLimits,
		maxAttempts: options.maxAttempts,
	};
	await saveRun(db, stored);
	let batch: Array<{ id: string; data: RowJob }> = [];
	for await (const row of readRows(input, options.inputFormat)) {
		const id = rowId(options.spec, row.columns, row.index);
		batch.push({ id: jobId(run, row.index), data: { run, index: row.index, id, columns: row.columns } });
		if (batch.length === 500) {
			await boss.insert(ROW_QUEUE, batch);
			batch = [];
		}
	}
	if (batch.length > 0) await boss.insert(ROW_QUEUE, batch);
	return { run, rows: scan.rows };
}
