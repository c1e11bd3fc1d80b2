import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

const entry = new URL("../src/index.ts", import.meta.url).pathname;
// What an app's bundler reads from the installed package: `"sideEffects": false` lets it drop whole modules.
const { sideEffects } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
	sideEffects: boolean;
};

/** Bundles a tiny browser app that imports `names` from @modelyard/tasks, minified, as an app's bundler would. */
async function bundle(names: string, withPackageFlags = true): Promise<string> {
	const flags = withPackageFlags ? { sideEffects } : {};
	const result = await build({
		stdin: { contents: `import { ${names} } from "@modelyard/tasks";\nconsole.log(${names});`, loader: "ts" },
		bundle: true,
		minify: true,
		format: "esm",
		platform: "browser",
		write: false,
		logLevel: "silent",
		plugins: [
			{
				name: "modelyard-tasks-source",
				setup(plugin) {
					// A plugin-resolved path loses its package.json facts, so pass sideEffects on as a bundler would.
					plugin.onResolve({ filter: /^@modelyard\/tasks$/ }, () => ({ path: entry, ...flags }));
					// Source imports name the emitted `.js` file; resolve them as TypeScript does, to the `.ts`
					// source. (esbuild alone would try `x.js` + `.ts` first: `./transformers.js` would find
					// `transformers.js.ts`, the transformers.js library, instead of `transformers.ts`.)
					plugin.onResolve({ filter: /^\.\.?\/.*\.js$/ }, ({ path, resolveDir }) => {
						const source = resolve(resolveDir, path.replace(/\.js$/, ".ts"));
						return existsSync(source) ? { path: source, ...flags } : undefined;
					});
				},
			},
		],
	});
	return result.outputFiles[0]?.text ?? "";
}

// Distinctive text from the parts an app importing only PIPELINE_DATA must not ship.
const MUST_BE_SHAKEN = {
	"library registry": "github.com/Adapter-Hub/adapters",
	"library snippets": "sentence_transformers",
	"library-task maps": '"stable-baselines3","ml-agents"',
	"sample inputs": "Great Barrier Reef",
	"default widget inputs": "Mittelrheintal",
	"dataset libraries": "github.com/duckdb/duckdb",
	"GGUF labels": "IQ2_XXS",
	"snippet helpers": "router.huggingface.co",
};

describe("tree shaking", () => {
	it("ships only the pipeline table to an app that imports PIPELINE_DATA, within 3 KB gzip", async () => {
		const code = await bundle("PIPELINE_DATA");
		expect(code).toContain("text-classification");
		for (const [part, text] of Object.entries(MUST_BE_SHAKEN)) expect(code.includes(text), part).toBe(false);
		const gzipBytes = gzipSync(code).length;
		console.info(`PIPELINE_DATA alone: ${code.length} B minified, ${gzipBytes} B gzip`);
		expect(gzipBytes).toBeLessThanOrEqual(3 * 1024);
	}, 60_000);

	it("drops the catalogue modules even for a bundler that ignores the package's sideEffects flag", async () => {
		// Source aliases (a monorepo app, a test runner) lose the flag: these modules must be pure on their own.
		// (The library-task maps are left out: the registry, which the transformers snippet ties them to, runs
		// top-level calls of its own.)
		const code = await bundle("PIPELINE_DATA", false);
		const catalogue = ["sample inputs", "default widget inputs", "dataset libraries", "GGUF labels"];
		for (const part of catalogue) {
			const text = MUST_BE_SHAKEN[part as keyof typeof MUST_BE_SHAKEN];
			expect(code.includes(text), part).toBe(false);
		}
	}, 60_000);

	it("keeps what an app does import (the check above can see text that is there)", async () => {
		const code = await bundle("getModelInputSnippet");
		expect(code).toContain("Great Barrier Reef");
		expect(code).not.toContain("github.com/Adapter-Hub/adapters");
	}, 60_000);
});
