// A row's intent to submit, kept in PostgreSQL before its first request: a worker cut off (or killed) after a
// provider accepted the row, before the job's handle or the answer was stored, leaves it behind. The worker that
// takes the row next finds it and does not submit again (a second bill): the row is uncertain until the user says
// to submit it again (`redrive --resubmit-uncertain`), or the run opted in (`--resend-on-connection-loss`).
import type pg from "pg";
import type { CallSpec } from "../call-spec.js";
import type { OutputLine } from "../execute-row.js";

/** Whether an earlier worker wrote the row's intent (and stored no handle and no line since, or the row would be done). */
export async function submissionStarted(db: pg.Pool, run: string, index: number): Promise<boolean> {
	const { rowCount } = await db.query("SELECT 1 FROM modelyard.submissions WHERE run = $1 AND index = $2", [
		run,
		index,
	]);
	return rowCount === 1;
}

/** Writes the row's intent, before its first request. */
export async function startSubmission(db: pg.Pool, run: string, index: number): Promise<void> {
	await db.query("INSERT INTO modelyard.submissions (run, index) VALUES ($1, $2) ON CONFLICT DO NOTHING", [run, index]);
}

/** Forgets the intent: the request was answered without a job (an error pg-boss retries), or never sent. */
export async function forgetSubmission(db: pg.Pool, run: string, index: number): Promise<void> {
	await db.query("DELETE FROM modelyard.submissions WHERE run = $1 AND index = $2", [run, index]);
}

/** Rows written off as uncertain: an intent, no job handle, an error line. */
const UNCERTAIN = `FROM modelyard.submissions s
	JOIN modelyard.outputs o ON o.run = s.run AND o.index = s.index AND NOT o.ok
	WHERE s.run = $1 AND NOT EXISTS (SELECT 1 FROM modelyard.jobs j WHERE j.run = s.run AND j.index = s.index)`;

export async function uncertainCount(db: pg.Pool, run: string): Promise<number> {
	const { rows } = await db.query(`SELECT count(*)::int AS n ${UNCERTAIN}`, [run]);
	return rows[0].n as number;
}

/** The uncertain rows' indexes, their intents and error lines forgotten (`redrive --resubmit-uncertain`). */
export async function forgetUncertain(db: pg.Pool, run: string): Promise<number[]> {
	const client = await db.connect();
	try {
		await client.query("BEGIN");
		const { rows } = await client.query(`SELECT s.index ${UNCERTAIN} FOR UPDATE OF s, o`, [run]);
		const indexes = rows.map((row) => row.index as number);
		await client.query("DELETE FROM modelyard.submissions WHERE run = $1 AND index = ANY($2::int[])", [run, indexes]);
		await client.query("DELETE FROM modelyard.outputs WHERE run = $1 AND index = ANY($2::int[])", [run, indexes]);
		await client.query("COMMIT");
		return indexes;
	} catch (error) {
		await client.query("ROLLBACK").catch(() => {});
		throw error;
	} finally {
		client.release();
	}
}

/** The line of a row found with an earlier worker's intent and nothing after it. */
export function uncertainLine(spec: CallSpec, run: string, index: number, id: string): OutputLine {
	const provider = Array.isArray(spec.provider) ? spec.provider.join(",") : spec.provider;
	return {
		id,
		index,
		ok: false,
		error: {
			name: "UncertainSubmissionError",
			kind: "connection",
			message: `an earlier worker sent this row and stopped (killed, or cut off from PostgreSQL) before it stored the provider's answer or job handle: the provider may have accepted it, and billed it, so it is not sent again; \`modelyard redrive --run ${run} --resubmit-uncertain\` sends it again`,
			mayHaveBeenReceived: true,
		},
		receipt: {
			task: spec.task,
			...(spec.model ? { model: spec.model } : {}),
			...(provider ? { provider } : {}),
			ok: false,
			attempts: [],
			latencyMs: 0,
		},
	};
}
