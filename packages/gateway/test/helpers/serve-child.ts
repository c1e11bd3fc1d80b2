// `modelyard serve` as users run it: the CLI bundled from source (as `npx modelyard` in a clone), a child process.
import { type ChildProcess, spawn } from "node:child_process";
import { bundleCliFromSource } from "../../../../tools/cli-from-source/bundle-cli.mjs";

let bundled: Promise<string> | undefined;

export interface ServeChild {
	child: ChildProcess;
	/** The gateway's base URL once it listens (rejects if the process ends first). */
	url: Promise<string>;
	stdout: () => string;
	stderr: () => string;
	exited: Promise<number | null>;
}

export async function spawnServe(args: string[], env: Record<string, string> = {}): Promise<ServeChild> {
	bundled ??= bundleCliFromSource();
	const child = spawn(process.execPath, [await bundled, "serve", ...args], {
		env: { PATH: process.env.PATH ?? "", ...env },
		stdio: ["ignore", "pipe", "pipe"],
	});
	let stdout = "";
	let stderr = "";
	const exited = new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));
	const url = new Promise<string>((resolve, reject) => {
		child.stderr?.on("data", (part) => {
			stderr += part;
			const match = stderr.match(/listening on (http:\/\/\S+)\/v1/);
			if (match?.[1]) resolve(match[1]);
		});
		exited.then(() => reject(new Error(`modelyard serve ended: ${stderr}`)));
	});
	url.catch(() => {});
	child.stdout?.on("data", (part) => {
		stdout += part;
	});
	return { child, url, stdout: () => stdout, stderr: () => stderr, exited };
}
