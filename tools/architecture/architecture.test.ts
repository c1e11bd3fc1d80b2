// DESIGN §1-§2 as tests: no import cycles, imports point downward, a provider file never imports the
// list that holds it, and the client code path uses no Node-only API.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { findCycles, importEdges, packageImports, sourceFiles } from "./import-graph.js";

const root = (path: string) => fileURLToPath(new URL(`../../packages/${path}`, import.meta.url));
const PACKAGES = ["tasks/src", "inference/src"];

describe("import graph", () => {
	for (const pkg of PACKAGES) {
		it(`${pkg} has no import cycle, type-only imports included`, () => {
			// A type-only loop does not break loading, but it ties modules together all the same: the layering
			// (and the reader) cannot tell which one comes first.
			expect(findCycles(importEdges(root(pkg)))).toEqual([]);
		});
	}

	it("batch/src has no import cycle, type-only imports included (a Node-only package: not in the browser check)", () => {
		expect(findCycles(importEdges(root("batch/src")))).toEqual([]);
	});

	it("gateway/src has no import cycle, type-only imports included (its operational parts import the core's types, never the other way)", () => {
		expect(findCycles(importEdges(root("gateway/src")))).toEqual([]);
	});

	it("cli/src has no import cycle, type-only imports included", () => {
		expect(findCycles(importEdges(root("cli/src")))).toEqual([]);
	});

	it("finds a cycle when there is one, through a type-only import too (the checker itself works)", () => {
		const cycles = findCycles([
			{ from: "a.ts", to: "b.ts", typeOnly: false },
			{ from: "b.ts", to: "c.ts", typeOnly: false },
			{ from: "c.ts", to: "a.ts", typeOnly: true },
			{ from: "c.ts", to: "d.ts", typeOnly: false },
			{ from: "e.ts", to: "e.ts", typeOnly: false },
		]);
		expect(cycles).toEqual([["a.ts", "b.ts", "c.ts"], ["e.ts"]]);
	});

	it("reads `import type` and `export type ... from` as type-only edges", () => {
		const edges = importEdges(root("inference/src")).filter((edge) => edge.from === "providers/index.ts");
		expect(edges).toContainEqual({ from: "providers/index.ts", to: "providers/protocols/handler.ts", typeOnly: true });
		expect(edges).toContainEqual({ from: "providers/index.ts", to: "providers/all.ts", typeOnly: false });
	});

	it("keeps the inference layers pointing downward: tasks -> routing -> providers -> http -> errors", () => {
		const layer = (file: string) => file.split("/")[0] ?? "";
		const below: Record<string, string[]> = {
			errors: [],
			http: ["errors"],
			// The hub's answers a client keeps: below the public types.ts, which names HubCache in its options.
			"hub-cache": ["http", "errors"],
			// What a client learns from its calls (breakers, provider stats): beside the hub cache, below types.ts.
			"client-state": ["hub-cache", "errors"],
			// The public types.ts names the provider list's ids, so providers use the shared hub-types.ts instead.
			providers: ["http", "errors", "hub-types.ts", "config.ts"],
			// Spans and metrics of a call, written from its receipt: the routing layer calls it through one hook.
			telemetry: ["errors", "types.ts"],
			routing: [
				"providers",
				"hub-cache",
				"client-state",
				"telemetry",
				"http",
				"errors",
				"types.ts",
				"hub-types.ts",
				"config.ts",
			],
		};
		const violations = importEdges(root("inference/src")).filter((edge) => {
			const allowed = below[layer(edge.from)];
			return allowed !== undefined && layer(edge.to) !== layer(edge.from) && !allowed.includes(layer(edge.to));
		});
		expect(violations).toEqual([]);
	});

	it("never lets a provider file import the provider list", () => {
		const violations = importEdges(root("inference/src")).filter(
			(edge) => edge.from.startsWith("providers/") && edge.to === "providers/index.ts",
		);
		expect(violations).toEqual([]);
	});

	it("never lets a library file import the registry that lists it", () => {
		const violations = importEdges(root("tasks/src")).filter(
			(edge) => edge.from.startsWith("libraries/") && edge.to === "libraries/index.ts",
		);
		expect(violations).toEqual([]);
	});
});

describe("package layering", () => {
	// The workspace's packages import each other by name, downward only: tasks <- inference <- batch and gateway
	// <- the `modelyard` CLI, which fronts both. The runner never loads the gateway (nor the gateway the runner).
	const WORKSPACE = ["@modelyard/tasks", "@modelyard/inference", "@modelyard/batch", "@modelyard/gateway", "modelyard"];
	const below: Record<string, string[]> = {
		tasks: [],
		inference: ["@modelyard/tasks"],
		batch: ["@modelyard/inference", "@modelyard/tasks"],
		gateway: ["@modelyard/inference", "@modelyard/tasks"],
		cli: ["@modelyard/batch", "@modelyard/gateway", "@modelyard/inference", "@modelyard/tasks"],
	};
	const packagesDir = fileURLToPath(new URL("../../packages/", import.meta.url));

	it("places every package of packages/ in the layering", () => {
		expect(readdirSync(packagesDir).sort()).toEqual(Object.keys(below).sort());
	});

	it.each(Object.entries(below))("%s imports only the workspace packages below it", (pkg, allowed) => {
		const upward = packageImports(root(`${pkg}/src`)).filter(
			({ to }) => WORKSPACE.includes(to) && !allowed.includes(to),
		);
		expect(upward).toEqual([]);
	});

	it.each(Object.keys(below))("%s reaches no file outside its own src/ by a relative path", (pkg) => {
		const outside = importEdges(root(`${pkg}/src`)).filter((edge) => edge.to.startsWith(".."));
		expect(outside).toEqual([]);
	});

	it("sees a lazy import(...) of a package as an import (the checker itself works)", () => {
		const cli = packageImports(root("cli/src"));
		expect(cli).toContainEqual({ from: "main.ts", to: "@modelyard/gateway" });
		expect(cli).toContainEqual({ from: "queue-commands.ts", to: "pg-boss" });
	});
});

/** The files among `files` that import a `node:` module or use Buffer, process or require (string literals aside). */
function nodeOnlyUses(files: string[]): string[] {
	const offenders: string[] = [];
	for (const file of files) {
		const text = readFileSync(file, "utf8");
		if (/^\s*(?:import|export)\s[^'"`]*?from\s+["']node:|^\s*import\s+["']node:/m.test(text)) {
			offenders.push(`${file}: imports a node: module`);
		}
		// Generated code is held in string literals: blank those (and comments) before looking for globals.
		const code = text
			.replace(/\/\/[^\n]*/g, "")
			.replace(/`(?:\\.|[^`\\])*`|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'/g, '""');
		if (/\bBuffer\.|\bprocess\.|\brequire\(/.test(code)) offenders.push(`${file}: uses a Node-only global`);
	}
	return offenders;
}

describe("browser-safe client path", () => {
	it("uses no Node built-in module, Buffer or process in the packages' source (generated code strings aside)", () => {
		expect(PACKAGES.flatMap((pkg) => nodeOnlyUses(sourceFiles(root(pkg))))).toEqual([]);
	});
});

describe("the gateway's handler runs on Workers, Bun and Deno", () => {
	it("uses no Node built-in module, Buffer or process outside gateway/src/node and its node entry", () => {
		const nodeOnly = [root("gateway/src/node"), root("gateway/src/entries/node.ts")];
		const files = sourceFiles(root("gateway/src")).filter((file) => !nodeOnly.some((path) => file.startsWith(path)));
		expect(files.length).toBeGreaterThan(10);
		expect(nodeOnlyUses(files)).toEqual([]);
	});
});

describe("file size", () => {
	// DESIGN §1: source files stay small; only pure data tables (one entry a line) may be longer.
	const DATA_TABLES = new Set(["tasks/src/libraries/index.ts"]);
	const MAX_LINES = 400;

	it(`keeps every hand-written source file of the packages and the playground within ${MAX_LINES} lines`, () => {
		const packagesDir = fileURLToPath(new URL("../../packages/", import.meta.url));
		const playground = fileURLToPath(new URL("../../apps/playground/src", import.meta.url));
		const dirs = [...readdirSync(packagesDir).map((name) => join(packagesDir, name, "src")), playground].filter((dir) =>
			existsSync(dir),
		);
		const tooLong = dirs
			.flatMap((dir) => sourceFiles(dir))
			.filter((file) => !DATA_TABLES.has(relative(packagesDir, file).split(sep).join("/")))
			.map((file) => ({ file, lines: readFileSync(file, "utf8").split("\n").length }))
			.filter(({ lines }) => lines > MAX_LINES);
		expect(tooLong).toEqual([]);
	});
});
