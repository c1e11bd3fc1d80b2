import type pg from "pg";
import type { PgBoss } from "pg-boss";
import { jobStillRunning } from "../execute-row.js";
import { requeueRows } from "./enqueue.js";
import { DEAD_QUEUE, deleteFailedOutputs, failedLinesWithJobs } from "./store.js";
import { forgetUncertain } from "./submissions.js";

/**
 * `modelyard redrive`: a run's dead letters back to the queue; rows written off while their job may still run (an
 * older worker wrote a dropped poll's error line, the job's handle kept) queued again to follow that job, which
 * bills nothing new; and, with `resubmitUncertain`, the uncertain rows, submitted again on the user's word.
 */
export async function redriveRun(boss: PgBoss, db: pg.Pool, run: string, resubmitUncertain: boolean) {
	const dead = await boss.findJobs<{ index: number }>(DEAD_QUEUE, { data: { run }, queued: true, limit: 100_000 });
	await deleteFailedOutputs(
		db,
		run,
		dead.map((task) => task.data.index),
	);
	const redriven = await boss.redrive(DEAD_QUEUE, { data: { run }, limit: 100_000 });
	const followable = (await failedLinesWithJobs(db, run))
		// As its submitting call saw it (a 404 there may be a job not yet visible): following the handle tells.
		.filter((line) => line.error && jobStillRunning(line.error, false))
		.map((line) => line.index);
	await deleteFailedOutputs(db, run, followable);
	const resumed = await requeueRows(boss, run, followable);
	if (!resubmitUncertain) return { run, redriven, resumed };
	return { run, redriven, resumed, resubmitted: await requeueRows(boss, run, await forgetUncertain(db, run)) };
}
