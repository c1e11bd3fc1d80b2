// Memory: peak RSS while streaming (client vs minimal parser, each in a fresh process) and heap growth
// per call.
import { spawnSync } from "node:child_process";
import { median } from "./stats.mjs";

const ROOT = new URL("../../", import.meta.url).pathname;
const CHILD = new URL("./memory-child.mjs", import.meta.url).pathname;

function runChild(mode, count) {
	const run = spawnSync(process.execPath, ["--expose-gc", CHILD, mode, String(count)], { cwd: ROOT, encoding: "utf8" });
	if (run.status !== 0) throw new Error(`memory probe ${mode} failed: ${run.stderr}`);
	return JSON.parse(run.stdout.trim().split("\n").pop());
}

export function measureHeapGrowth(calls = 10_000) {
	return runChild("heap", calls).bytesPerCall;
}

export function measureStreamingMemory({ chunks = 100_000, runs = 3 } = {}) {
	const client = [];
	const minimal = [];
	for (let i = 0; i < runs; i++) {
		client.push(runChild("stream-client", chunks).maxRssKb);
		minimal.push(runChild("stream-minimal", chunks).maxRssKb);
	}
	return { clientKb: median(client), minimalKb: median(minimal), ratio: median(client) / median(minimal) };
}
