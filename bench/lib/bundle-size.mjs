// Browser bundle sizes of what an app ships for a given import: esbuild, ESM, minified, browser platform,
// resolved through the packages' published "exports" (so it measures dist/, what npm users get).
import { brotliCompressSync, gzipSync } from "node:zlib";
import { build } from "esbuild";

export const BUNDLE_CASES = [
	{ name: "{ chatCompletion }", code: 'export { chatCompletion } from "@modelyard/inference";' },
	{
		name: "{ chatCompletion, chatCompletionStream }",
		code: 'export { chatCompletion, chatCompletionStream } from "@modelyard/inference";',
	},
	{ name: "{ InferenceClient }", code: 'export { InferenceClient } from "@modelyard/inference";' },
	{ name: "{ snippets }", code: 'export { snippets } from "@modelyard/inference";' },
	{ name: "@modelyard/inference (all)", code: 'export * from "@modelyard/inference";' },
	{ name: "{ PIPELINE_DATA }", code: 'export { PIPELINE_DATA } from "@modelyard/tasks";' },
	{ name: "{ MODEL_LIBRARIES_UI_ELEMENTS }", code: 'export { MODEL_LIBRARIES_UI_ELEMENTS } from "@modelyard/tasks";' },
	{ name: "@modelyard/tasks (all)", code: 'export * from "@modelyard/tasks";' },
];

export async function bundleSize(code) {
	const result = await build({
		stdin: { contents: code, resolveDir: new URL(".", import.meta.url).pathname, loader: "js" },
		bundle: true,
		minify: true,
		format: "esm",
		platform: "browser",
		target: "es2020",
		write: false,
		logLevel: "silent",
	});
	const output = result.outputFiles[0].contents;
	return {
		raw: output.byteLength,
		gzip: gzipSync(output, { level: 9 }).byteLength,
		brotli: brotliCompressSync(output).byteLength,
	};
}

export async function measureBundles() {
	const rows = [];
	for (const entry of BUNDLE_CASES) rows.push({ name: entry.name, ...(await bundleSize(entry.code)) });
	return rows;
}
