import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Tests import the packages by name; resolve them to source so no build is needed to run a test.
export default defineConfig({
	resolve: {
		alias: [
			{ find: /^@modelyard\/tasks$/, replacement: src("./packages/tasks/src/index.ts") },
			{ find: /^@modelyard\/tasks\/(.*)$/, replacement: src("./packages/tasks/src/entries/$1.ts") },
			{ find: /^@modelyard\/inference$/, replacement: src("./packages/inference/src/index.ts") },
			{ find: /^@modelyard\/inference\/(.*)$/, replacement: src("./packages/inference/src/entries/$1.ts") },
		],
	},
	test: {
		include: [
			"packages/*/test/**/*.test.ts",
			"packages/*/src/**/*.test.ts",
			"tools/**/*.test.ts",
			"bench/**/*.test.ts",
			"apps/playground/test/**/*.test.ts",
		],
		exclude: ["**/node_modules/**", "**/dist/**"],
		testTimeout: 20_000,
		// A poll waits for what a loaded CI machine (two cores, a browser, PostgreSQL) may take over a second to show;
		// a condition that never holds still fails, five seconds later.
		expect: { poll: { timeout: 5_000 } },
		pool: "threads",
	},
});
