#!/usr/bin/env node
// Builds one package (run from its folder):
// - dist/esm: ESM kept one file per source file, for bundlers (best for tree-shaking);
// - dist/node: ESM bundled per entry (shared chunks split out), picked by Node through the "node" export
//   condition: one file to load instead of hundreds makes a cold import several times faster;
// - dist/cjs: one CommonJS bundle per entry;
// - dist/types: .d.ts files from tsc, for `import`;
// - dist/cjs/**/*.d.cts: the same declarations as CommonJS ones, for `require` (TypeScript reads a .d.ts of a
//   "type": "module" package as ESM, and refuses it to a CommonJS consumer: TS1479).
// Entries come from the package.json "exports" map: "./x" -> src/entries/x.ts, "." -> src/index.ts.
// `--js-only` skips the declarations: the runtime matrix's deliberately broken copies (tools/runtimes) need only
// the code, and tsc is most of a build's time.
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { build } from "esbuild";

const require = createRequire(import.meta.url);
const pkg = JSON.parse(readFileSync("package.json", "utf8"));
const target = ["node18", "es2020"];

function filesUnder(dir) {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		return statSync(path).isDirectory() ? filesUnder(path) : [path];
	});
}

function sourceFiles(dir) {
	return filesUnder(dir).filter(
		(path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) && !path.endsWith(".d.ts"),
	);
}

/** Copies dist/types/x.d.ts to dist/cjs/x.d.cts, its relative imports pointing at the .cjs (so .d.cts) files. */
function writeCommonJsDeclarations() {
	for (const file of filesUnder("dist/types").filter((path) => path.endsWith(".d.ts"))) {
		const text = readFileSync(file, "utf8").replace(
			/(\bfrom\s+|\bimport\(\s*)(["'])(\.\.?\/[^"']*)\.js\2/g,
			(_, before, quote, path) => `${before}${quote}${path}.cjs${quote}`,
		);
		const target = join("dist/cjs", relative("dist/types", file)).replace(/\.d\.ts$/, ".d.cts");
		mkdirSync(dirname(target), { recursive: true });
		writeFileSync(target, text);
	}
}

const libraryEntries = Object.keys(pkg.exports)
	.filter((key) => key !== "./package.json")
	.map((key) =>
		key === "."
			? { name: "index", file: "src/index.ts" }
			: { name: key.slice(2), file: `src/entries/${key.slice(2)}.ts` },
	);
// A bin "./dist/node/x.mjs" is built from src/entries/x.ts, for Node only: nobody imports a command.
const binEntries = Object.values(pkg.bin ?? {}).map((path) => {
	const name = /^\.\/dist\/node\/(.+)\.mjs$/.exec(path)?.[1];
	if (!name) throw new Error(`${pkg.name}: a bin is built to ./dist/node/<name>.mjs, not ${path}`);
	return { name, file: `src/entries/${name}.ts` };
});
const entries = [...libraryEntries, ...binEntries];

rmSync("dist", { recursive: true, force: true });

// A package with nothing to import (a command only) needs neither the per-file ESM, CommonJS nor declarations.
const library = libraryEntries.length > 0;

// The root tsconfig's paths point the workspace's packages at their source, which esbuild would then bundle (and
// `packages: "external"` does not undo). A bundle imports its dependencies as installed instead: one copy of the
// client in an app, so a HubCache or an error class is the same class on both sides (the gateway refused a user's
// own HubCache while it carried a copy of its own). @modelyard/tasks, data and pure functions with nothing whose
// identity matters, stays bundled into the libraries that use it: importing it whole made a cold import of the
// client 1.41x an empty Node's (bench section 5; its bar is 1.25x). A command imports every dependency by name.
const SHARED_BY_COPY = new Set(["@modelyard/tasks"]);
const dependencies = Object.keys(pkg.dependencies ?? {})
	.filter((name) => !(library && SHARED_BY_COPY.has(name)))
	.flatMap((name) => [name, `${name}/*`]);

if (library) {
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
}

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
	external: dependencies,
	logLevel: "warning",
});

if (library) {
	await build({
		entryPoints: Object.fromEntries(libraryEntries.map((e) => [e.name, e.file])),
		outdir: "dist/cjs",
		outExtension: { ".js": ".cjs" },
		format: "cjs",
		platform: "neutral",
		mainFields: ["module", "main"],
		target,
		bundle: true,
		packages: "external",
		external: dependencies,
		logLevel: "warning",
	});
}

if (library && !process.argv.includes("--js-only")) {
	const tsc = require.resolve("typescript/bin/tsc");
	execFileSync(process.execPath, [tsc, "-p", "tsconfig.build.json"], { stdio: "inherit" });
	writeCommonJsDeclarations();
}

console.log(
	`${pkg.name}: built ${entries.length} entr${entries.length === 1 ? "y" : "ies"} (${entries.map((e) => relative(".", e.file)).join(", ")})`,
);
