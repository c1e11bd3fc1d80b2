// A Vitest reporter that prints, after the default report, the ten test files that took longest (collecting the
// file, its hooks and its tests), so the files worth making faster are named on every `npm test`.
import { relative } from "node:path";
import type { Reporter, TestModule } from "vitest/node";

const SHOWN = 10;

export class SlowestFilesReporter implements Reporter {
	onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
		const files = testModules.map((module) => {
			const { collectDuration, setupDuration, duration } = module.diagnostic();
			return { file: relative(process.cwd(), module.moduleId), ms: collectDuration + setupDuration + duration };
		});
		if (files.length === 0) return;
		files.sort((a, b) => b.ms - a.ms);
		const lines = files.slice(0, SHOWN).map(({ file, ms }) => `${(ms / 1000).toFixed(1).padStart(7)} s  ${file}`);
		console.log(`\nSlowest test files (import, hooks and tests):\n${lines.join("\n")}\n`);
	}
}
