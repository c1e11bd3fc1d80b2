#!/usr/bin/env node
// The Node rows' other half, run by .ci/run after `npm test` (which runs the runtime matrix under the machine's
// Node): for each Node of the matrix (tools/runtimes/install.mjs), from the npm registry,
// - the packaging smoke test (tools/packaging/smoke.mjs: the built packages imported and required by name,
//   real recorded calls, the batch runner's embedded mode);
// - on Node 20+ (vitest's floor; the packages' floor, 18.0, has the smoke test and the matrix's client checks),
//   except the Node running this (it ran the whole suite in `npm test`), the client's test subset that depends
//   on the runtime: its HTTP layer, fault tests over loopback sockets,
//   recorded replays, provider contracts and fallback, which exercise fetch, streams, timers and abort signals.
//   The rest of the suite (snippet goldens, types, catalogue data) is plain computation that no Node changes.
// Prints a table; exits non-zero when anything failed. Run `npm run build` first.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { NODE_VERSIONS, runtimeBinary } from "./install.mjs";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

/** The client's tests that depend on the runtime (see above). */
export const CLIENT_SUBSET = ["http", "faults", "replay", "providers", "contract", "routing-fallback"].map(
	(folder) => `packages/inference/test/${folder}`,
);

function timed(node, args) {
	const started = Date.now();
	const result = spawnSync(node, args, { cwd: repoRoot, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
	const output = `${result.stdout}${result.stderr}`;
	return { ok: result.status === 0, seconds: Math.round((Date.now() - started) / 1000), output };
}

const lines = ["| node | version | smoke | client subset |", "|---|---|---|---|"];
let failed = false;
for (const version of NODE_VERSIONS) {
	const node = runtimeBinary.node(version);
	const actual = spawnSync(node, ["--version"], { encoding: "utf8" }).stdout.trim();
	const smoke = timed(node, ["tools/packaging/smoke.mjs"]);
	const major = Number(actual.slice(1).split(".")[0]);
	// The Node running this ran the whole suite in `npm test` just before: its subset would be the same run again.
	const subset =
		major >= 20 && actual !== process.version
			? timed(node, ["node_modules/vitest/vitest.mjs", "run", "--project", "unit", ...CLIENT_SUBSET])
			: undefined;
	for (const [what, run] of [
		["smoke", smoke],
		["client subset", subset],
	]) {
		if (run && !run.ok) {
			failed = true;
			console.error(`Node ${actual} ${what} failed:\n${run.output.slice(-6000)}`);
		}
	}
	const skipped = major < 20 ? "- (vitest needs Node 20+)" : "- (the Node of `npm test`: the whole suite ran there)";
	const cell = (run) => (run ? `${run.ok ? "ok" : "FAIL"} (${run.seconds} s)` : skipped);
	const tests = subset ? (/Tests\s+(\d+ passed[^\n]*)/.exec(subset.output)?.[1] ?? "") : "";
	lines.push(`| ${version} | ${actual} | ${cell(smoke)} | ${cell(subset)} ${tests} |`);
}
console.log(lines.join("\n"));
process.exitCode = failed ? 1 : 0;
