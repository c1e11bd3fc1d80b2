#!/usr/bin/env node
// Builds one package (run from its folder):
// - dist/esm: ESM kept one file per source file, for bundlers (best for tree-shaking);
// - dist/node: ESM bundled per entry (shared chunks split out), picked by Node through the "node" export
//   condition: one file to load instead of hundreds makes a cold import several times faster;
// - dist/cjs: one CommonJS bundle per entry;
// - dist/types: .d.ts files from tsc. Entries come from the
// package.json "exports" map: "./x" -> src/entries/x.ts, "." -> src/index.ts.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { build } from "esbuild";

const require = createRequire(import.meta.url);
const pkg = JSON.parse(readFileSync("package.json", "utf8"));
const target = ["node18", "es2020"];

function sourceFiles(dir) {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) return sourceFiles(path);
		return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
	});
}

const entries = Object.keys(pkg.exports)
	.filter((key) => key !== "./package.json")
	.map((key) =>
		key === "."
			? { name: "index", file: "src/index.ts" }
			: { name: key.slice(2), file: `src/entries/${key.slice(2)}.ts` },
	);

rmSync("dist", { recursive: true, force: true });

await build({
	entryPoints: sourceFiles("src"),
	outdir: "dist/esm",
	outbase: "src",
	format: "esm",
	target,
	bundle: false,
	sourcemap: false,
	logLevel: "warning",
});

await build({
	entryPoints: Object.fromEntries(entries.map((e) => [e.name, e.file])),
	outdir: "dist/node",
	outExtension: { ".js": ".mjs" },
	format: "esm",
	platform: "node",
	target,
	bundle: true,
	splitting: true,
	chunkNames: "chunks/[name]-[hash]",
	packages: "external",
	logLevel: "warning",
});

await build({
	entryPoints: Object.fromEntries(entries.map((e) => [e.name, e.file])),
	outdir: "dist/cjs",
	outExtension: { ".js": ".cjs" },
	format: "cjs",
	platform: "neutral",
	mainFields: ["module", "main"],
	target,
	bundle: true,
	packages: "external",
	logLevel: "warning",
});

const tsc = require.resolve("typescript/bin/tsc");
execFileSync(process.execPath, [tsc, "-p", "tsconfig.build.json"], { stdio: "inherit" });

console.log(
	`${pkg.name}: built ${entries.length} entr${entries.length === 1 ? "y" : "ies"} (${entries.map((e) => relative(".", e.file)).join(", ")})`,
);
