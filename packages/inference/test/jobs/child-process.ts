// job-child.ts bundled from source with esbuild (no build step) and run as a child process of its own.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const repoRoot = fileURLToPath(new URL("../../../../", import.meta.url));
let bundled: Promise<string> | undefined;

function childBundle(): Promise<string> {
	bundled ??= (async () => {
		const dir = `${repoRoot}node_modules/.cache/modelyard-job-test`;
		mkdirSync(dir, { recursive: true });
		const outfile = `${dir}/job-child-${process.pid}-${Math.random().toString(36).slice(2)}.mjs`;
		await build({
			entryPoints: [fileURLToPath(new URL("./job-child.ts", import.meta.url))],
			outfile,
			bundle: true,
			platform: "node",
			format: "esm",
			target: "node18",
			tsconfig: `${repoRoot}tsconfig.json`,
			logLevel: "warning",
		});
		return outfile;
	})();
	return bundled;
}

export interface Child {
	process: ChildProcess;
	/** Resolves with the first printed line holding `key`. */
	line(key: string): Promise<Record<string, unknown>>;
	exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>;
}

export async function runChild(mode: "submit" | "resume", input: unknown): Promise<Child> {
	const child = spawn(process.execPath, [await childBundle(), mode, JSON.stringify(input)], {
		stdio: ["ignore", "pipe", "pipe"],
	});
	const lines: Record<string, unknown>[] = [];
	const waiting: { key: string; resolve: (line: Record<string, unknown>) => void }[] = [];
	let buffered = "";
	let stderr = "";
	child.stdout?.on("data", (chunk: Buffer) => {
		buffered += chunk.toString();
		for (let end = buffered.indexOf("\n"); end >= 0; end = buffered.indexOf("\n")) {
			const line = JSON.parse(buffered.slice(0, end)) as Record<string, unknown>;
			buffered = buffered.slice(end + 1);
			lines.push(line);
			for (const wait of waiting.filter((candidate) => candidate.key in line)) wait.resolve(line);
		}
	});
	child.stderr?.on("data", (chunk: Buffer) => {
		stderr += chunk.toString();
	});
	const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>((resolve) =>
		child.on("close", (code, signal) => resolve({ code, signal, stderr })),
	);
	return {
		process: child,
		exited,
		line: (key) => {
			const seen = lines.find((line) => key in line);
			if (seen) return Promise.resolve(seen);
			return Promise.race([
				new Promise<Record<string, unknown>>((resolve) => waiting.push({ key, resolve })),
				exited.then(({ code, signal, stderr }) => {
					throw new Error(`child ended (${code ?? signal}) before printing ${key}: ${stderr}`);
				}),
			]);
		},
	};
}
