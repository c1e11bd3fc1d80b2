import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { SlowestFilesReporter } from "./tools/test-report/slowest-files.js";

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const BROWSER_TESTS = "apps/playground/test/**/*.test.ts";

// Tests import the packages by name; resolve them to source so no build is needed to run a test.
export default defineConfig({
	resolve: {
		alias: [
			{ find: /^@modelyard\/tasks$/, replacement: src("./packages/tasks/src/index.ts") },
			{ find: /^@modelyard\/tasks\/(.*)$/, replacement: src("./packages/tasks/src/entries/$1.ts") },
			{ find: /^@modelyard\/inference$/, replacement: src("./packages/inference/src/index.ts") },
			{ find: /^@modelyard\/inference\/(.*)$/, replacement: src("./packages/inference/src/entries/$1.ts") },
			{ find: /^@modelyard\/batch$/, replacement: src("./packages/batch/src/index.ts") },
			{ find: /^@modelyard\/batch\/(.*)$/, replacement: src("./packages/batch/src/entries/$1.ts") },
			{ find: /^@modelyard\/gateway$/, replacement: src("./packages/gateway/src/index.ts") },
			{ find: /^@modelyard\/gateway\/(.*)$/, replacement: src("./packages/gateway/src/entries/$1.ts") },
		],
	},
	test: {
		exclude: ["**/node_modules/**", "**/dist/**"],
		testTimeout: 20_000,
		// A poll waits for what a loaded CI machine (two cores, a browser, PostgreSQL) may take over a second to show;
		// a condition that never holds still fails, five seconds later.
		expect: { poll: { timeout: 5_000 } },
		pool: "threads",
		// Files run side by side: every server a test starts listens on port 0, every temp folder is its own, so no
		// two files share anything. Vitest's default on a 2-core machine is one file at a time, while most of a
		// browser or socket test's time is waiting, not computing. The browser files run in the forks pool, two at a
		// time (a third Chromium on two cores made a 5 s poll time out), beside two threads of the other files.
		poolOptions: { threads: { maxThreads: 2, minThreads: 1 }, forks: { maxForks: 2, minForks: 1 } },
		reporters: ["default", new SlowestFilesReporter()],
		projects: [
			{
				extends: true,
				test: {
					name: "unit",
					// Tests marked concurrent in one file run this many at a time (Vitest's default is 5): the job-handle
					// tests each wait on a provider's real poll interval, so running them side by side is waiting, not computing.
					maxConcurrency: 12,
					include: [
						"packages/*/test/**/*.test.ts",
						"packages/*/src/**/*.test.ts",
						"tools/**/*.test.ts",
						"bench/**/*.test.ts",
					],
				},
			},
			{
				extends: true,
				test: {
					name: "browser",
					include: [BROWSER_TESTS],
					pool: "forks",
					// One build of the playground and one server for every browser test file (each file keeps its own browser).
					globalSetup: ["apps/playground/test/playground-server-setup.ts"],
				},
			},
		],
	},
});
