// `modelyard serve` as a child process (the CLI bundled from source, as `npx modelyard` runs it in a clone), on a
// free loopback port, pointed at a fake hub and router.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { type CliRun, spawnCli } from "../../../batch/test/helpers/cli.js";
import { tempDir } from "../../../batch/test/helpers/files.js";
import type { FakeUpstream } from "../helpers/fake-upstream.js";
import { HF_TOKEN } from "../helpers/gateway-server.js";

export interface ServeProcess extends CliRun {
	url: string;
	stderr(): string;
}

/** Writes `config` to a temp file and starts `modelyard serve --config it ...args` against `upstream`. */
export async function startServe(upstream: FakeUpstream, config: unknown, args: string[] = []): Promise<ServeProcess> {
	const configPath = join(tempDir(), "gateway.json");
	writeFileSync(configPath, JSON.stringify(config));
	const run = await spawnCli(
		["serve", "--port", "0", "--config", configPath, "--hub-url", upstream.url, "--router-url", upstream.url, ...args],
		{ env: { HF_TOKEN } },
	);
	let stderr = "";
	const url = await new Promise<string>((resolve, reject) => {
		run.child.stderr?.on("data", (chunk) => {
			stderr += chunk;
			const listening = stderr.match(/listening on (http:\/\/\S+)\/v1/);
			if (listening?.[1]) resolve(listening[1]);
		});
		run.done.then(({ code }) => reject(new Error(`modelyard serve exited (${code}) before listening:\n${stderr}`)));
	});
	return { ...run, url, stderr: () => stderr };
}
