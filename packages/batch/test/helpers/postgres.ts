// A throwaway PostgreSQL cluster for the queue tests: Debian's server binaries (`apt-get install postgresql`),
// initdb into a temp dir and pg_ctl start on a free loopback port, as the `postgres` user when run as root;
// stopped and deleted after. No server to be had: the reason is returned, for the test to say so loudly.
// `useQueueCluster` gives a queue test file its cluster, with the Node 22 that runs pg-boss 12.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { nodeBinary } from "../../../../tools/node-runtime/fetch-node.mjs";
import { runCli } from "./cli.js";
import { readLines } from "./files.js";

export interface Postgres {
	url: string;
	stop: () => void;
}

function serverBinaries(): string | undefined {
	const root = "/usr/lib/postgresql";
	if (!existsSync(root)) return undefined;
	const versions = readdirSync(root)
		.filter((v) => existsSync(join(root, v, "bin", "pg_ctl")))
		.sort((a, b) => Number(b) - Number(a));
	return versions[0] ? join(root, versions[0], "bin") : undefined;
}

async function freePort(): Promise<number> {
	const server = createServer();
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	const { port } = server.address() as { port: number };
	await new Promise((resolve) => server.close(resolve));
	return port;
}

/** Starts a cluster, or answers why none could be started. */
export async function startPostgres(): Promise<Postgres | { unavailable: string }> {
	const bin = serverBinaries();
	if (!bin)
		return { unavailable: "no PostgreSQL server binaries under /usr/lib/postgresql (apt-get install postgresql)" };
	const asRoot = process.getuid?.() === 0;
	const run = (command: string, args: string[]) =>
		execFileSync(
			asRoot ? "runuser" : join(bin, command),
			asRoot ? ["-u", "postgres", "--", join(bin, command), ...args] : args,
			{
				stdio: ["ignore", "pipe", "pipe"],
			},
		);
	const dir = mkdtempSync(join(tmpdir(), "modelyard-pg-"));
	if (asRoot) {
		execFileSync("chown", ["postgres:postgres", dir]);
	}
	const data = join(dir, "data");
	const port = await freePort();
	try {
		run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync"]);
		run("pg_ctl", [
			"-D",
			data,
			"-l",
			join(dir, "log"),
			"-w",
			"-o",
			`-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
			"start",
		]);
	} catch (error) {
		rmSync(dir, { recursive: true, force: true });
		const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error);
		return { unavailable: `PostgreSQL did not start: ${stderr.trim()}` };
	}
	return {
		url: `postgres://postgres@127.0.0.1:${port}/postgres`,
		stop: () => {
			try {
				run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
			} finally {
				rmSync(dir, { recursive: true, force: true });
			}
		},
	};
}

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
		cluster.db = new pg.Pool({ connectionString: started.url, max: 2 });
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
	const db = new pg.Pool({ connectionString: url, max: 2 });
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
