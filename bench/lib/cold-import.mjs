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

/** Each round starts every case once, back to back; a case's ratio is the median of its per-round ratios. */
export function measureColdImport({ runs = 15 } = {}) {
	const cases = {
		"empty node": "",
		"@modelyard/inference": 'await import("@modelyard/inference");',
		"@modelyard/tasks": 'await import("@modelyard/tasks");',
	};
	const samples = Object.fromEntries(Object.keys(cases).map((name) => [name, []]));
	const ratios = Object.fromEntries(Object.keys(cases).map((name) => [name, []]));
	for (let i = 0; i < runs; i++) {
		for (const [name, code] of Object.entries(cases)) samples[name].push(processMs(code));
		for (const name of Object.keys(cases)) ratios[name].push(samples[name][i] / samples["empty node"][i]);
	}
	return Object.keys(cases).map((name) => ({ name, ms: median(samples[name]), ratio: median(ratios[name]) }));
}
