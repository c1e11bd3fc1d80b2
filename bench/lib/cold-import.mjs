// Cold import: whole-process wall time of `node` importing a package, against an empty node start.
import { spawnSync } from "node:child_process";
import { median } from "./stats.mjs";

const ROOT = new URL("../../", import.meta.url).pathname;

function processMs(code) {
	const start = performance.now();
	const run = spawnSync(process.execPath, ["--input-type=module", "-e", code], { cwd: ROOT, encoding: "utf8" });
	const ms = performance.now() - start;
	if (run.status !== 0) throw new Error(`cold import probe failed: ${run.stderr}`);
	return ms;
}

export function measureColdImport({ runs = 15 } = {}) {
	const cases = {
		"empty node": "",
		"@modelyard/inference": 'await import("@modelyard/inference");',
		"@modelyard/tasks": 'await import("@modelyard/tasks");',
	};
	const samples = Object.fromEntries(Object.keys(cases).map((name) => [name, []]));
	for (let i = 0; i < runs; i++) for (const [name, code] of Object.entries(cases)) samples[name].push(processMs(code));
	const empty = median(samples["empty node"]);
	return Object.entries(samples).map(([name, values]) => ({ name, ms: median(values), ratio: median(values) / empty }));
}
