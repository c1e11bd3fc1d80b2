import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { DATASET_LIBRARIES_UI_ELEMENTS } from "../src/dataset-libraries.js";
import { DEFAULT_WIDGET_EXAMPLES } from "../src/default-widget-inputs.js";
import { MODEL_LIBRARIES_UI_ELEMENTS } from "../src/libraries/index.js";
import { SAMPLE_INPUTS } from "../src/sample-inputs.js";
import { TASKS_DATA } from "../src/tasks/index.js";
import type { WidgetExample } from "../src/widget-example.js";

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

/** Text a minified bundle keeps verbatim: ASCII without quotes, backslashes or line breaks, cut short. */
const probes = (texts: readonly (string | undefined)[]): string[] =>
	texts.flatMap((text) => (text && /^[ -~]{12,}$/.test(text) && !/["'`\\]/.test(text) ? [text.slice(0, 40)] : []));

// Text of the parts an app importing only PIPELINE_DATA must not ship, each with the export that holds it.
const PARTS: Record<string, { exportName: string; texts: string[] }> = {
	"task descriptions": {
		exportName: "TASKS_DATA",
		texts: probes(Object.values(TASKS_DATA).map((task) => task?.summary)),
	},
	"library registry": {
		exportName: "MODEL_LIBRARIES_UI_ELEMENTS",
		texts: probes(Object.values(MODEL_LIBRARIES_UI_ELEMENTS).map((library) => library.repoUrl)),
	},
	"library-task maps": { exportName: "TASKS_MODEL_LIBRARIES", texts: ['"stable-baselines3","ml-agents"'] },
	"sample inputs": {
		exportName: "SAMPLE_INPUTS",
		texts: probes(Object.values(SAMPLE_INPUTS).map((value) => (typeof value === "string" ? value : undefined))),
	},
	"default widget inputs": {
		exportName: "MAPPING_DEFAULT_WIDGET",
		texts: probes(Object.values(DEFAULT_WIDGET_EXAMPLES.en ?? {}).flatMap((examples) => examples.map(exampleText))),
	},
	"dataset libraries": {
		exportName: "DATASET_LIBRARIES_UI_ELEMENTS",
		texts: probes(Object.values(DATASET_LIBRARIES_UI_ELEMENTS).map((library) => library.repoUrl)),
	},
	"GGUF labels": { exportName: "parseGGUFQuantLabel", texts: ["IQ2_XXS"] },
	"snippet helpers": { exportName: "openAIbaseUrl", texts: ["router.huggingface.co"] },
	"local apps": { exportName: "LOCAL_APPS", texts: ["lmstudio://open_from_hf"] },
	hardware: { exportName: "SKUS", texts: ["Snapdragon X Elite X1E-84-100"] },
};

function exampleText(example: WidgetExample): string | undefined {
	return "text" in example ? example.text : undefined;
}

const absent = (code: string, parts: string[]) =>
	parts.flatMap((part) =>
		(PARTS[part]?.texts ?? []).filter((text) => code.includes(text)).map((text) => `${part}: ${text}`),
	);

describe("tree shaking", () => {
	it("has probe texts for every part, which a bundle that imports the part does contain", async () => {
		const parts = Object.values(PARTS);
		for (const part of parts) expect(part.texts.length).toBeGreaterThan(0);
		const code = await bundle(parts.map((part) => part.exportName).join(", "));
		for (const [part, { texts }] of Object.entries(PARTS)) {
			expect(
				texts.filter((text) => !code.includes(text)),
				part,
			).toEqual([]);
		}
	}, 60_000);

	it("ships only the pipeline table to an app that imports PIPELINE_DATA, within 3 KB gzip", async () => {
		const code = await bundle("PIPELINE_DATA");
		expect(code).toContain("text-classification");
		expect(absent(code, Object.keys(PARTS))).toEqual([]);
		const gzipBytes = gzipSync(code).length;
		console.info(`PIPELINE_DATA alone: ${code.length} B minified, ${gzipBytes} B gzip`);
		expect(gzipBytes).toBeLessThanOrEqual(3 * 1024);
	}, 60_000);

	it("drops the catalogue modules even for a bundler that ignores the package's sideEffects flag", async () => {
		// Source aliases (a monorepo app, a test runner) lose the flag: these modules must be pure on their own.
		// (The library-task maps are left out: the registry, which the transformers snippet ties them to, runs
		// top-level calls of its own.)
		const code = await bundle("PIPELINE_DATA", false);
		expect(
			absent(code, [
				"sample inputs",
				"default widget inputs",
				"dataset libraries",
				"GGUF labels",
				"local apps",
				"hardware",
			]),
		).toEqual([]);
	}, 60_000);

	it("ships the sample inputs but not the registry to an app that imports getModelInputSnippet", async () => {
		const code = await bundle("getModelInputSnippet");
		expect(absent(code, ["sample inputs"])).not.toEqual([]);
		expect(absent(code, ["library registry", "task descriptions", "default widget inputs"])).toEqual([]);
	}, 60_000);
});
