// `modelyard serve` (a child process, helpers/serve-child.ts) with a config file, pointed at a fake hub and router.

import type { ChildProcess } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FakeUpstream } from "../helpers/fake-upstream.js";
import { HF_TOKEN } from "../helpers/gateway-server.js";
import { spawnServe } from "../helpers/serve-child.js";

export interface ServeProcess {
	url: string;
	child: ChildProcess;
	/** Its exit code and what it wrote on stderr, once it has ended. */
	done: Promise<{ code: number | null; stderr: string }>;
}

/** Writes `config` to a temp file and starts `modelyard serve --config it ...args` against `upstream`, port 0. */
export async function startServe(upstream: FakeUpstream, config: unknown, args: string[] = []): Promise<ServeProcess> {
	const configPath = join(mkdtempSync(join(tmpdir(), "modelyard-gateway-")), "gateway.json");
	writeFileSync(configPath, JSON.stringify(config));
	const serve = await spawnServe(
		["--port", "0", "--config", configPath, "--hub-url", upstream.url, "--router-url", upstream.url, ...args],
		{ HF_TOKEN },
	);
	return {
		url: await serve.url,
		child: serve.child,
		done: serve.exited.then((code) => ({ code, stderr: serve.stderr() })),
	};
}
