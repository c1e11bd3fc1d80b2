// The `modelyard` CLI as the tests run it: bundled from source as `npx modelyard` runs it in a clone (no
// `npm run build` needed; see tools/cli-from-source), and spawned as a child process.
import { type ChildProcess, spawn } from "node:child_process";
import { bundleCliFromSource } from "../../../../tools/cli-from-source/bundle-cli.mjs";

let bundled: Promise<string> | undefined;

/** The CLI bundled once per test file. */
export function cliBundle(): Promise<string> {
	bundled ??= bundleCliFromSource();
	return bundled;
}

export interface CliRun {
	child: ChildProcess;
	done: Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>;
}

/** Spawns `node <cli> ...args` (with `node`, another binary, e.g. Node 22 for the queue mode). */
export async function spawnCli(
	args: string[],
	options: { node?: string; env?: Record<string, string>; input?: string; cwd?: string; keepStdinOpen?: boolean } = {},
): Promise<CliRun> {
	const child = spawn(options.node ?? process.execPath, [await cliBundle(), ...args], {
		env: { ...process.env, HF_TOKEN: "hf_test_batch_token_0123456789", ...options.env },
		stdio: ["pipe", "pipe", "pipe"],
		...(options.cwd ? { cwd: options.cwd } : {}),
	});
	let stdout = "";
	let stderr = "";
	child.stdout?.on("data", (chunk) => {
		stdout += chunk;
	});
	child.stderr?.on("data", (chunk) => {
		stderr += chunk;
	});
	if (options.keepStdinOpen) child.stdin?.write(options.input ?? "");
	else child.stdin?.end(options.input ?? "");
	const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>(
		(resolve) => child.on("close", (code, signal) => resolve({ code, signal, stdout, stderr })),
	);
	return { child, done };
}

export async function runCli(args: string[], options: Parameters<typeof spawnCli>[1] = {}) {
	return (await spawnCli(args, options)).done;
}
