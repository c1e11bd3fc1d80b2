// A queue test file's throwaway PostgreSQL cluster (helpers/postgres.ts) with the Node 22 that runs pg-boss 12,
// and what its tests do with it: fresh databases, counts of a run's output rows, collecting a run.
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { nodeBinary } from "../../../../tools/node-runtime/fetch-node.mjs";
import { runCli } from "./cli.js";
import { readLines } from "./files.js";
import { type Postgres, startPostgres } from "./postgres.js";

/** What a queue test file shares: its cluster, a pool on it, and the Node 22 that runs the queue CLI. */
export interface QueueCluster {
	postgres?: Postgres;
	db?: pg.Pool;
	node22: string;
	/** Why no cluster could be started (the file's tests then skip, loudly; in CI they fail). */
	unavailable?: string;
	/** Pools on the databases `freshDatabase` made, ended with the cluster. */
	pools: pg.Pool[];
}

/**
 * A small pool on `url`. Its idle connections' errors are expected (a test that restarts the cluster ends them),
 * and without a listener they would crash the test process.
 */
function testPool(url: string): pg.Pool {
	const pool = new pg.Pool({ connectionString: url, max: 2 });
	pool.on("error", () => {});
	return pool;
}

/** Starts a cluster for the test file before its tests and stops it after them. */
export function useQueueCluster(): QueueCluster {
	const cluster: QueueCluster = { node22: "", pools: [] };
	beforeAll(async () => {
		const started = await startPostgres();
		if ("unavailable" in started) {
			cluster.unavailable = started.unavailable;
			console.warn(`\n!!! QUEUE TESTS NOT RUN: ${started.unavailable} !!!\n`);
			if (process.env.CI === "true") throw new Error(`The queue tests must run in CI: ${started.unavailable}`);
			return;
		}
		cluster.postgres = started;
		cluster.db = testPool(started.url);
		cluster.node22 = nodeBinary("22.x");
	}, 120_000);
	afterAll(async () => {
		await Promise.all([cluster.db, ...cluster.pools].map((pool) => pool?.end()));
		cluster.postgres?.stop();
	});
	return cluster;
}

/** Polls `check` every 100 ms until it holds; throws naming `what` after `timeoutMs`. */
export async function until(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
	const deadline = Date.now() + timeoutMs;
	while (!(await check())) {
		if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
		await new Promise((r) => setTimeout(r, 100));
	}
}

/** Lines a run has in `modelyard.outputs` of the database `db` is on. */
export async function outputCount(db: pg.Pool | undefined, run: string): Promise<number> {
	if (!db) throw new Error("no cluster: the test should have skipped");
	const { rows } = await db.query("SELECT count(*)::int AS n FROM modelyard.outputs WHERE run = $1", [run]);
	return Number(rows[0].n);
}

/**
 * A new, empty database on the cluster, its URL and a pool on it: a test whose queue must be created by its own
 * commands (with their settings) starts from it.
 */
export async function freshDatabase(cluster: QueueCluster, name: string): Promise<{ url: string; db: pg.Pool }> {
	if (!cluster.db || !cluster.postgres) throw new Error("no cluster: the test should have skipped");
	await cluster.db.query(`CREATE DATABASE "${name}"`);
	const url = cluster.postgres.url.replace(/\/postgres$/, `/${name}`);
	const db = testPool(url);
	cluster.pools.push(db);
	return { url, db };
}

/** `modelyard collect` of a run into `dir/out.jsonl`: its exit code, its summary, and the lines it wrote. */
export async function collectRun(cluster: QueueCluster, queueUrl: string, run: string, dir: string) {
	const output = join(dir, "out.jsonl");
	const result = await runCli(["collect", "--queue", queueUrl, "--run", run, "--output", output], {
		node: cluster.node22,
	});
	return { code: result.code, summary: JSON.parse(result.stdout) as unknown, lines: readLines(output) };
}
