// Which files an app's bundle carries, and how many bytes each: `node bench/bundle-breakdown.mjs` for
// `{ chatCompletion }`, or pass the import to measure (`'export { textToImage } from "@modelyard/inference";'`).
// Same esbuild settings as the budgets (lib/bundle-size.mjs); run `npm run build` first.
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const code = process.argv[2] ?? 'export { chatCompletion } from "@modelyard/inference";';
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
});
const output = result.outputFiles[0].contents;
console.log(`${code}\n  ${output.byteLength} B minified, ${gzipSync(output, { level: 9 }).byteLength} B gzip`);
const inputs = Object.values(result.metafile.outputs)[0].inputs;
const rows = Object.entries(inputs)
	.map(([file, { bytesInOutput }]) => [bytesInOutput, file.replace(/^.*?packages\//, "")])
	.filter(([bytes]) => bytes > 0)
	.sort((a, b) => b[0] - a[0]);
for (const [bytes, file] of rows) console.log(`${String(bytes).padStart(7)}  ${file}`);
