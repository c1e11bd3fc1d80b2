// Which files an app's bundle carries, and how many bytes each: `node bench/bundle-breakdown.mjs` for
// `{ chatCompletion }`, or pass the import to measure (`'export { textToImage } from "@modelyard/inference";'`).
// `--floor` measures the same bundle with the provider list cut down to hf-inference's chat entry: what every
// call's code weighs without any provider data (the floor a smaller provider table could reach).
// Same esbuild settings as the budgets (lib/bundle-size.mjs); run `npm run build` first.
import { readFile } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const floor = process.argv.includes("--floor");
const code =
	process.argv.slice(2).find((arg) => !arg.startsWith("--")) ??
	'export { chatCompletion } from "@modelyard/inference";';

const oneChatProvider = {
	name: "one-chat-provider",
	setup(bundler) {
		bundler.onLoad({ filter: /providers[\\/]all\.ts$/ }, () => ({
			contents: 'import { hfInference } from "./hf-inference.js"; export const ALL_PROVIDERS = [hfInference] as const;',
			loader: "ts",
		}));
		bundler.onLoad({ filter: /providers[\\/]hf-inference\.ts$/ }, async ({ path }) => {
			const source = await readFile(path, "utf8");
			const chatOnly = source.replace(/\ttasks: \{[\s\S]*?\n\t\},/, '\ttasks: { conversational: kind("hf-chat") },');
			if (chatOnly === source) throw new Error("--floor: hf-inference.ts has no `tasks: {...}` block to cut");
			return { contents: chatOnly, loader: "ts" };
		});
	},
};

const result = await build({
	stdin: { contents: code, resolveDir: new URL("./lib/", import.meta.url).pathname, loader: "js" },
	bundle: true,
	minify: true,
	format: "esm",
	platform: "browser",
	target: "es2020",
	write: false,
	metafile: true,
	logLevel: "silent",
	plugins: floor ? [oneChatProvider] : [],
});
const output = result.outputFiles[0].contents;
const label = floor ? `${code} (floor: hf-inference's chat entry only)` : code;
console.log(`${label}\n  ${output.byteLength} B minified, ${gzipSync(output, { level: 9 }).byteLength} B gzip`);
const inputs = Object.values(result.metafile.outputs)[0].inputs;
const rows = Object.entries(inputs)
	.map(([file, { bytesInOutput }]) => [bytesInOutput, file.replace(/^.*?packages\//, "")])
	.filter(([bytes]) => bytes > 0)
	.sort((a, b) => b[0] - a[0]);
for (const [bytes, file] of rows) console.log(`${String(bytes).padStart(7)}  ${file}`);
