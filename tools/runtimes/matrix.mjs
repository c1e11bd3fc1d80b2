#!/usr/bin/env node
// The runtime matrix: the built packages, packed and installed as a user installs them, run one suite per row
// in each runtime (Node 18 to 24, Bun, Deno, workerd, Chromium and Firefox), over loopback fakes; a table row per
// runtime. A row is a runtime host (tools/runtimes/hosts.mjs, browsers.mjs) and a suite file (suites/*.mjs,
// exporting `run(upstream)`), so another suite (the gateway's, under workerd, Bun.serve, Deno.serve) is one file.
// Usage: `node tools/runtimes/matrix.mjs [row names...]` (after `npm run build`); exits non-zero on a failed check.
import { copyFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { browserHost } from "./browsers.mjs";
import { installPackedPackages } from "./consumer.mjs";
import { startFakeUpstream } from "./fake-upstream.mjs";
import { bundleFor, bunHost, denoHost, nodeHost, workerdHost } from "./hosts.mjs";
import { NODE_VERSIONS } from "./install.mjs";
import { CHECKS } from "./suites/client.mjs";

const suiteFile = (name) => fileURLToPath(new URL(`suites/${name}.mjs`, import.meta.url));

/** Every row: its name, the host that runs it and the suite it runs. */
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
 * Runs `rows` (all by default), each with the `checks` named (all by default), against packages installed in a
 * new project (`packages`: other package folders, see consumer.mjs), and checks the client's bundles.
 * Returns { rows: [{ row, build, checks | error, ms }], bundles: { browser, workerd } (their `node:` imports) }.
 */
export async function runMatrix({ rows = ROWS, packages = {}, checks = CHECKS, concurrency = 3 } = {}) {
	const dir = installPackedPackages(packages);
	for (const suite of new Set(rows.map((row) => row.suite))) copyFileSync(suiteFile(suite), join(dir, `${suite}.mjs`));
	const fake = await startFakeUpstream();
	try {
		const results = new Array(rows.length);
		let next = 0;
		const worker = async () => {
			while (next < rows.length) {
				const index = next++;
				const row = rows[index];
				const started = Date.now();
				const job = { dir, suiteFile: `${row.suite}.mjs`, upstream: fake.url, fake, checks };
				try {
					const { build, results: outcome } = await row.host(job);
					results[index] = { row: row.name, build, checks: outcome, ms: Date.now() - started };
				} catch (error) {
					results[index] = {
						row: row.name,
						build: "-",
						error: String(error?.message ?? error),
						ms: Date.now() - started,
					};
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

/** Whether a row passed every check it ran. */
export const rowPassed = (result) =>
	!result.error &&
	Object.keys(result.checks).length > 0 &&
	Object.values(result.checks).every((outcome) => outcome === "ok");

/** The rows as a Markdown table, then the bundle check, then each failure's message. */
export function formatTable({ rows: results, bundles }) {
	const header = ["runtime", "build", ...CHECKS, "ms"];
	const lines = [`| ${header.join(" | ")} |`, `|${header.map(() => "---").join("|")}|`];
	const failures = [];
	for (const result of results) {
		const cells = CHECKS.map((check) => {
			if (result.error) return "error";
			const outcome = result.checks?.[check];
			if (outcome === "ok") return "ok";
			if (outcome === undefined) return "-";
			failures.push(`${result.row} ${check}: ${outcome ?? "not run"}`);
			return "FAIL";
		});
		if (result.error) failures.push(`${result.row}: ${result.error}`);
		lines.push(`| ${[result.row, result.build, ...cells, result.ms].join(" | ")} |`);
	}
	const bundleLines = Object.entries(bundles).map(
		([target, imports]) =>
			`bundle for ${target}: ${imports.length === 0 ? "no node: imports" : `FAIL, imports ${imports.join(", ")}`}`,
	);
	return [...lines, "", ...bundleLines, ...failures.map((failure) => `- ${failure}`)].join("\n");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
	const names = process.argv.slice(2);
	const rows = names.length > 0 ? ROWS.filter((row) => names.includes(row.name)) : ROWS;
	const matrix = await runMatrix({ rows });
	console.log(formatTable(matrix));
	const bundlesClean = Object.values(matrix.bundles).every((imports) => imports.length === 0);
	process.exitCode = matrix.rows.every(rowPassed) && bundlesClean ? 0 : 1;
}
