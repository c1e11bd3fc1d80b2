// The plain-call bench's own-process measure forks one process per build and times them in turns over IPC: run
// here in a plain Node process, as `npm run bench` runs it, with a few calls, so a child that fails to load or a
// turn that never answers shows in the tests, not first in a bench run.
import { execFileSync } from "node:child_process";
import { expect, it } from "vitest";

it("the plain call timed with each build in its own process: both builds answer every turn", () => {
	const pairedCalls = new URL("./lib/paired-calls.mjs", import.meta.url).href;
	// The working tree on both sides: what is tested is the forking and the turns, with or without git history
	// (the bench's first measure builds 15173dc from it). Two pairs: the second lists its sides the other way round.
	const script = `const { buildWorkingTree, measureProcessPairs } = await import(${JSON.stringify(pairedCalls)});
const now = await buildWorkingTree();
console.log(JSON.stringify(await measureProcessPairs({ calls: 20, runs: 2, processPairs: 2, files: { before: now, now } })));`;
	const printed = execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
	const rows = JSON.parse(printed) as { name: string; us: { before: number; now: number }; nowVsBefore: number }[];
	expect(rows.map((row) => row.name)).toEqual(["chatCompletion", "chatCompletionStream (3 events)"]);
	for (const row of rows) {
		expect(row.us.before).toBeGreaterThan(0);
		expect(row.us.now).toBeGreaterThan(0);
		expect(row.nowVsBefore).toBeCloseTo(row.us.now / row.us.before, 0);
	}
}, 60_000);
