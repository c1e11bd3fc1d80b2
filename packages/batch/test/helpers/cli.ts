// The `modelyard` CLI as the tests run it: bundled from source with esbuild (no `npm run build` needed), into
// node_modules/.cache so pg-boss resolves from the repository's node_modules, and spawned as a child process.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const repoRoot = fileURLToPath(new URL("../../../../", import.meta.url));

let bundled: Promise<string> | undefined;

/** The CLI bundled once per test file. */
export function cliBundle(): Promise<string> {
	bundled ??= (async () => {
		const dir = `${repoRoot}node_modules/.cache/modelyard-batch-test`;
		mkdirSync(dir, { recursive: true });
		const outfile = `${dir}/cli-${process.pid}-${Math.random().toString(36).slice(2)}.mjs`;
		await build({
			entryPoints: [`${repoRoot}packages/batch/src/entries/cli.ts`],
			outfile,
			bundle: true,
			platform: "node",
			format: "esm",
			target: "node18",
			tsconfig: `${repoRoot}tsconfig.json`,
			// Loaded at run time as the published build does (a bundled CommonJS SDK cannot require Node built-ins).
			external: ["pg-boss", "pg", "@opentelemetry/*"],
			logLevel: "warning",
		});
		return outfile;
	})();
	return bundled;
}

export interface CliRun {
	child: ChildProcess;
	done: Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>;
}

/** Spawns `node <cli> ...args` (with `node`, another binary, e.g. Node 22 for the queue mode). */
export async function spawnCli(
	args: string[],
	options: { node?: string; env?: Record<string, string>; input?: string } = {},
): Promise<CliRun> {
	const child = spawn(options.node ?? process.execPath, [await cliBundle(), ...args], {
		env: { ...process.env, HF_TOKEN: "hf_test_batch_token_0123456789", ...options.env },
		stdio: ["pipe", "pipe", "pipe"],
	});
	let stdout = "";
	let stderr = "";
	child.stdout?.on("data", (chunk) => {
		stdout += chunk;
	});
	child.stderr?.on("data", (chunk) => {
		stderr += chunk;
	});
	child.stdin?.end(options.input ?? "");
	const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>(
		(resolve) => child.on("close", (code, signal) => resolve({ code, signal, stdout, stderr })),
	);
	return { child, done };
}

export async function runCli(args: string[], options: Parameters<typeof spawnCli>[1] = {}) {
	return (await spawnCli(args, options)).done;
}
