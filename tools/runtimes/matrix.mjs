#!/usr/bin/env node
// The runtime matrix: the built packages, packed and installed as a user installs them (consumer.mjs), run in
// each runtime (Node 18 to 24, Bun, Deno, workerd, Chromium and Firefox) over a loopback fake (fake-upstream.mjs),
// one table row per runtime. A row is a host, which knows how its runtime loads code (hosts.mjs, browsers.mjs),
// and a suite: a file of suites/ exporting `run(upstream, checks?)` that returns { [check]: "ok" | what failed }.
// Another suite (the gateway's handler under Bun.serve, Deno.serve, workerd) is a file in suites/ per runtime
// and a row each here; suites/ is copied whole into the user's project, so suites can share a module of checks.
// Usage: `node tools/runtimes/matrix.mjs [row names...]` (after `npm run build`); exits non-zero on a failure.
import { cpSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { browserHost } from "./browsers.mjs";
import { installPackedPackages } from "./consumer.mjs";
import { startFakeUpstream } from "./fake-upstream.mjs";
import { bundleFor, bunHost, denoHost, nodeHost, workerdHost } from "./hosts.mjs";
import { NODE_VERSIONS } from "./install.mjs";

/** Every row: its name, the host that runs it and the suite (a file of suites/, without `.mjs`) it runs. */
export const ROWS = [
	...NODE_VERSIONS.map((version) => ({ name: `node ${version}`, host: nodeHost(version), suite: "client" })),
	{ name: "bun", host: bunHost, suite: "client" },
	{ name: "deno", host: denoHost, suite: "client" },
	{ name: "workerd", host: workerdHost, suite: "client" },
	{ name: "chromium", host: browserHost("chromium"), suite: "client" },
	{ name: "firefox", host: browserHost("firefox"), suite: "client" },
];

/**
 * The `node:` modules left in an app's bundle of the client's entries (`@modelyard/inference` and its
 * `/snippets`, everything they export kept), made by esbuild for the browser and for workerd.
 */
export async function nodeImportsInBundles(dir) {
	writeFileSync(
		join(dir, "client-entries.mjs"),
		'export * from "@modelyard/inference";\nexport * as snippets from "@modelyard/inference/snippets";\n',
	);
	const [browser, workerd] = await Promise.all(
		["browser", "workerd"].map((target) => bundleFor(target, dir, "client-entries.mjs")),
	);
	return { browser: browser.nodeImports, workerd: workerd.nodeImports };
}

/**
 * Runs `rows` (all by default), each with the `checks` named (by default all of its suite's), against the packed
 * packages installed in a new project (`packages`: another built folder per package name, see consumer.mjs), and
 * checks the client's bundles. Returns { rows: [{ row, suite, build, checks | error, ms }], bundles }.
 */
export async function runMatrix({ rows = ROWS, packages = {}, checks, concurrency = 3 } = {}) {
	const dir = installPackedPackages(packages);
	cpSync(fileURLToPath(new URL("suites/", import.meta.url)), dir, { recursive: true });
	const fake = await startFakeUpstream();
	try {
		const results = new Array(rows.length);
		let next = 0;
		const worker = async () => {
			while (next < rows.length) {
				const index = next++;
				const { name, host, suite } = rows[index];
				const started = Date.now();
				const base = { row: name, suite };
				try {
					const ran = await host({ dir, suiteFile: `${suite}.mjs`, upstream: fake.url, fake, checks });
					results[index] = { ...base, build: ran.build, checks: ran.results, ms: Date.now() - started };
				} catch (error) {
					results[index] = { ...base, build: "-", error: String(error?.message ?? error), ms: Date.now() - started };
				}
			}
		};
		const [bundles] = await Promise.all([
			nodeImportsInBundles(dir),
			...Array.from({ length: Math.min(concurrency, rows.length) }, worker),
		]);
		return { rows: results, bundles };
	} finally {
		await fake.close();
		rmSync(dir, { recursive: true, force: true });
	}
}

/** Whether a row ran and passed every check it ran. */
export const rowPassed = (result) =>
	!result.error &&
	Object.keys(result.checks).length > 0 &&
	Object.values(result.checks).every((outcome) => outcome === "ok");

/** One Markdown table per suite (a column per check), then the bundle check, then each failure's message. */
export function formatTable({ rows: results, bundles }) {
	const lines = [];
	const failures = [];
	for (const suite of new Set(results.map((result) => result.suite))) {
		const ofSuite = results.filter((result) => result.suite === suite);
		const columns = [...new Set(ofSuite.flatMap((result) => Object.keys(result.checks ?? {})))];
		const header = [`${suite} suite`, "build", ...columns, "ms"];
		lines.push(`| ${header.join(" | ")} |`, `|${header.map(() => "---").join("|")}|`);
		for (const result of ofSuite) {
			const cells = columns.map((check) => {
				const outcome = result.checks?.[check];
				if (result.error) return "error";
				if (outcome === undefined) return "-";
				if (outcome === "ok") return "ok";
				failures.push(`${result.row} ${check}: ${outcome}`);
				return "FAIL";
			});
			if (result.error) failures.push(`${result.row}: ${result.error}`);
			lines.push(`| ${[result.row, result.build, ...cells, result.ms].join(" | ")} |`);
		}
		lines.push("");
	}
	for (const [target, imports] of Object.entries(bundles)) {
		lines.push(
			`client bundle for ${target}: ${imports.length === 0 ? "no node: imports" : `FAIL, imports ${imports.join(", ")}`}`,
		);
	}
	return [...lines, ...failures.map((failure) => `- ${failure}`)].join("\n");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
	const names = process.argv.slice(2);
	const matrix = await runMatrix({ rows: names.length > 0 ? ROWS.filter((row) => names.includes(row.name)) : ROWS });
	console.log(formatTable(matrix));
	const bundlesClean = Object.values(matrix.bundles).every((imports) => imports.length === 0);
	process.exitCode = matrix.rows.every(rowPassed) && bundlesClean ? 0 : 1;
}
