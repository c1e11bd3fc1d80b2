import type { JobHandle } from "@modelyard/inference";
import type pg from "pg";
import type { CallSpec } from "../call-spec.js";
import type { OutputLine } from "../execute-row.js";

/** The queue pg-boss holds rows in, and where rows that keep failing go. */
export const ROW_QUEUE = "modelyard-rows";
export const DEAD_QUEUE = "modelyard-rows-dead";

/** What a run is, stored once at enqueue so every worker calls the same way. */
export interface StoredRun {
	run: string;
	spec: CallSpec;
	total: number;
	/** Media paths in the input are relative to this folder (on the machine that enqueued). */
	baseDir: string;
	/** The input file's SHA-256: a second enqueue under the run's name must bring the same rows. */
	inputSha256: string;
	providerLimits: Record<string, number>;
	maxAttempts: number;
	/** `--resend-on-connection-loss`: rows whose request may have reached the provider are sent again. */
	resendOnConnectionLoss: boolean;
}

/** A row's task: what pg-boss holds for it (pg-boss calls it a job; a job here is the provider's). */
export interface RowTask {
	run: string;
	index: number;
	id: string;
	columns: Record<string, unknown>;
}

/**
 * Our tables beside pg-boss's: runs; outputs with one row per (run, index): the exactly-once record; the job
 * handles of rows whose job a provider accepted, so that another worker follows the job instead of submitting it;
 * and submissions: a row's intent to submit, written before its first request (see submissions.ts).
 */
export async function createTables(db: pg.Pool): Promise<void> {
	const client = await db.connect();
	try {
		// Several workers may start at once: one creates, the others wait for it.
		await client.query("BEGIN");
		await client.query("SELECT pg_advisory_xact_lock(hashtext('modelyard tables'))");
		await client.query(`CREATE SCHEMA IF NOT EXISTS modelyard;
			CREATE TABLE IF NOT EXISTS modelyard.runs (run text PRIMARY KEY, config jsonb NOT NULL, created_on timestamptz NOT NULL DEFAULT now());
			CREATE TABLE IF NOT EXISTS modelyard.outputs (run text NOT NULL, index integer NOT NULL, ok boolean NOT NULL,
				line jsonb NOT NULL, PRIMARY KEY (run, index));
			CREATE TABLE IF NOT EXISTS modelyard.jobs (run text NOT NULL, index integer NOT NULL, job jsonb NOT NULL,
				PRIMARY KEY (run, index));
			CREATE TABLE IF NOT EXISTS modelyard.submissions (run text NOT NULL, index integer NOT NULL,
				since timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (run, index))`);
		await client.query("COMMIT");
	} catch (error) {
		await client.query("ROLLBACK");
		throw error;
	} finally {
		client.release();
	}
}

/** Stores a run unless its name is taken; answers the run stored under that name before, if any. */
export async function saveRun(db: pg.Pool, run: StoredRun): Promise<StoredRun | undefined> {
	const { rowCount } = await db.query(
		"INSERT INTO modelyard.runs (run, config) VALUES ($1, $2) ON CONFLICT DO NOTHING",
		[run.run, run],
	);
	return rowCount === 1 ? undefined : loadRun(db, run.run);
}

export async function loadRun(db: pg.Pool, run: string): Promise<StoredRun | undefined> {
	const { rows } = await db.query("SELECT config FROM modelyard.runs WHERE run = $1", [run]);
	const config = rows[0]?.config as StoredRun | undefined;
	// A run stored before the opt-in existed did not opt in.
	return config && { ...config, resendOnConnectionLoss: config.resendOnConnectionLoss ?? false };
}

/**
 * Writes a row's line unless it has one: a task that runs twice still leaves exactly one line. A success replaces an
 * error line, never the reverse: a worker cut off while it followed a row's job may store the paid answer after
 * another worker wrote the row off as uncertain.
 */
export async function saveOutput(db: pg.Pool, run: string, line: OutputLine): Promise<boolean> {
	const { rowCount } = await db.query(
		`INSERT INTO modelyard.outputs (run, index, ok, line) VALUES ($1, $2, $3, $4)
		ON CONFLICT (run, index) DO UPDATE SET ok = EXCLUDED.ok, line = EXCLUDED.line WHERE EXCLUDED.ok AND NOT outputs.ok`,
		[run, line.index, line.ok, line],
	);
	return rowCount === 1;
}

export async function hasOutput(db: pg.Pool, run: string, index: number): Promise<boolean> {
	const { rowCount } = await db.query("SELECT 1 FROM modelyard.outputs WHERE run = $1 AND index = $2", [run, index]);
	return rowCount === 1;
}

/** Keeps the handle of the job a provider accepted for a row (the latest, should the row submit again). */
export async function saveJob(db: pg.Pool, run: string, index: number, job: JobHandle): Promise<void> {
	await db.query(
		"INSERT INTO modelyard.jobs (run, index, job) VALUES ($1, $2, $3) ON CONFLICT (run, index) DO UPDATE SET job = EXCLUDED.job",
		[run, index, job],
	);
}

/** The handle of the job a row's earlier worker started, if it started one. */
export async function keptJob(db: pg.Pool, run: string, index: number): Promise<JobHandle | undefined> {
	const { rows } = await db.query("SELECT job FROM modelyard.jobs WHERE run = $1 AND index = $2", [run, index]);
	return rows[0]?.job as JobHandle | undefined;
}

export async function outputCounts(db: pg.Pool, run: string): Promise<{ done: number; failed: number }> {
	const { rows } = await db.query(
		"SELECT count(*)::int AS done, count(*) FILTER (WHERE NOT ok)::int AS failed FROM modelyard.outputs WHERE run = $1",
		[run],
	);
	return rows[0] as { done: number; failed: number };
}

/** pg-boss's schema (its default, which modelyard keeps). */
const PGBOSS_SCHEMA = "pgboss";

/**
 * A run's tasks in one pg-boss queue, counted by state now (pg-boss's own queue counts are every run's, as of its
 * last monitor pass). `table` is the queue's table, as `getQueue` names it.
 */
export async function runTaskStates(
	db: pg.Pool,
	table: string,
	queue: string,
	run: string,
): Promise<{ queued: number; active: number }> {
	const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
	const { rows } = await db.query(
		`SELECT count(*) FILTER (WHERE state IN ('created', 'retry'))::int AS queued,
			count(*) FILTER (WHERE state = 'active')::int AS active
		FROM ${quoted(PGBOSS_SCHEMA)}.${quoted(table)} WHERE name = $1 AND data @> $2::jsonb`,
		[queue, JSON.stringify({ run })],
	);
	return rows[0] as { queued: number; active: number };
}

/** Rows of a page of `collect`; the page ends sooner once its lines pass PAGE_BYTES. */
const PAGE_ROWS = 1000;
/**
 * Bytes of lines a page of `collect` holds: lines carry media inline (base64), so a page of 1,000 video rows
 * would be gigabytes. Measured as PostgreSQL stores them (`pg_column_size`, read without loading the line).
 */
const PAGE_BYTES = 8 * 1024 * 1024;

/**
 * A run's lines in row order, a page at a time (keyset pagination): a page stops at PAGE_ROWS rows or at the row
 * that passes PAGE_BYTES, so memory stays at about one page whatever the rows and their media.
 */
export async function* outputsInOrder(db: pg.Pool, run: string): AsyncGenerator<OutputLine> {
	let after = -1;
	for (;;) {
		const { rows } = await db.query(
			`SELECT index, line FROM modelyard.outputs WHERE run = $1 AND index IN (
				SELECT index FROM (
					SELECT index, sum(pg_column_size(line)) OVER (ORDER BY index) - pg_column_size(line) AS before
					FROM modelyard.outputs WHERE run = $1 AND index > $2 ORDER BY index LIMIT $3
				) AS page WHERE before < $4)
			ORDER BY index`,
			[run, after, PAGE_ROWS, PAGE_BYTES],
		);
		for (const row of rows) yield row.line as OutputLine;
		if (rows.length === 0) return;
		after = rows[rows.length - 1].index as number;
	}
}

/** A run's error lines of rows whose job handle is kept (the job a provider accepted for the row). */
export async function failedLinesWithJobs(db: pg.Pool, run: string): Promise<OutputLine[]> {
	const { rows } = await db.query(
		`SELECT o.line FROM modelyard.outputs o JOIN modelyard.jobs j ON j.run = o.run AND j.index = o.index
		WHERE o.run = $1 AND NOT o.ok`,
		[run],
	);
	return rows.map((row) => row.line as OutputLine);
}

/** Forgets the error lines of rows sent back from the dead letters, so their new attempt can write. */
export async function deleteFailedOutputs(db: pg.Pool, run: string, indexes: number[]): Promise<void> {
	await db.query("DELETE FROM modelyard.outputs WHERE run = $1 AND NOT ok AND index = ANY($2::int[])", [run, indexes]);
}
