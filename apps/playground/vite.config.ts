import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const repo = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

// The playground runs on the packages' source, so `npm start` needs no build step.
export default defineConfig({
	resolve: {
		alias: [
			{ find: /^@modelyard\/tasks$/, replacement: repo("packages/tasks/src/index.ts") },
			{ find: /^@modelyard\/tasks\/(.*)$/, replacement: repo("packages/tasks/src/entries/$1.ts") },
			{ find: /^@modelyard\/inference$/, replacement: repo("packages/inference/src/index.ts") },
			{ find: /^@modelyard\/inference\/(.*)$/, replacement: repo("packages/inference/src/entries/$1.ts") },
		],
	},
	esbuild: { jsx: "automatic" },
	server: { fs: { allow: [repo("")] } },
});
