// A throwaway PostgreSQL cluster for the queue tests: Debian's server binaries (`apt-get install postgresql`),
// initdb into a temp dir and pg_ctl start on a free loopback port, as the `postgres` user when run as root;
// stopped and deleted after. No server to be had: the reason is returned, for the test to say so loudly.
// No test runner here: the queue bench (bench/lib/queue.mjs) starts its cluster with it too.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface Postgres {
	url: string;
	/** Restarts the server on the same port (a fast shutdown: every connection is terminated), as an operator would. */
	restart: () => void;
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
		restart: () => run("pg_ctl", ["-D", data, "-l", join(dir, "log"), "-m", "fast", "-w", "restart"]),
		stop: () => {
			try {
				run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
			} finally {
				rmSync(dir, { recursive: true, force: true });
			}
		},
	};
}
