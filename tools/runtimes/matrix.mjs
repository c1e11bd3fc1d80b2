#!/usr/bin/env node
// The runtime matrix: the built packages, packed and installed as a user installs them (consumer.mjs), run in
// each runtime (Node 18 to 24, Bun, Deno, workerd, Chromium and Firefox) over a loopback fake (fake-upstream.mjs),
// one table row per runtime. A row is a host, which knows how its runtime loads code (hosts.mjs, browsers.mjs),
// and a suite: a file of suites/ exporting `run(upstream, checks?)` that returns { [check]: "ok" | what failed }.
// The gateway suite (its handler under Bun.serve, Deno.serve, and as a Worker in workerd) has a file per runtime
// (suites/gateway-*.mjs) sharing its checks (suites/gateway-checks.mjs); suites/ is copied whole into the user's
// project.
// Usage: `node tools/runtimes/matrix.mjs [row names...]` (after `npm run build`); exits non-zero on a failure.
import { cpSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { browserHost } from "./browsers.mjs";
import { installPackedPackages } from "./consumer.mjs";
import { startFakeUpstream } from "./fake-upstream.mjs";
import { bundleFor, bunHost, denoHost, denoServeHost, nodeHost, workerdGatewayHost, workerdHost } from "./hosts.mjs";
import { NODE_VERSIONS } from "./install.mjs";
import { GATEWAY_ENV } from "./suites/gateway-checks.mjs";

const GATEWAY = "@modelyard/gateway";
/** A gateway row: the handler served in `runtime` by `file` (of suites/), with the secrets in its environment. */
const gatewayRow = (runtime, host, file) => ({
	name: `gateway ${runtime}`,
	host,
	suite: "gateway",
	file,
	package: GATEWAY,
	env: GATEWAY_ENV,
});

/**
 * Every row: its name, the host that runs it, the suite (its table) and the file of suites/ it runs (`file`,
 * default the suite's name, without `.mjs`), the package it is about (`package`, default the client) and the
 * environment its runtime gets (`env`, default this process's).
 */
export const ROWS = [
	...NODE_VERSIONS.map((version) => ({ name: `node ${version}`, host: nodeHost(version), suite: "client" })),
	{ name: "bun", host: bunHost, suite: "client" },
	{ name: "deno", host: denoHost, suite: "client" },
	{ name: "workerd", host: workerdHost, suite: "client" },
	{ name: "chromium", host: browserHost("chromium"), suite: "client" },
	{ name: "firefox", host: browserHost("firefox"), suite: "client" },
	gatewayRow("bun", bunHost, "gateway-bun"),
	gatewayRow("deno", denoServeHost, "gateway-deno"),
	gatewayRow("workerd", workerdGatewayHost, "gateway-worker"),
];

/** The entries whose bundles must import no `node:` module, everything they export kept. */
const BUNDLED_ENTRIES = {
	client: 'export * from "@modelyard/inference";\nexport * as snippets from "@modelyard/inference/snippets";\n',
	gateway: `export * from "${GATEWAY}";\n`,
};

/**
 * The `node:` modules left in an app's bundle of each of `names` (keys of BUNDLED_ENTRIES: the client's entries,
 * the gateway's), made by esbuild for the browser and for workerd: { [name]: { browser, workerd } }.
 */
export async function nodeImportsInBundles(dir, names) {
	const bundles = {};
	for (const name of names) {
		writeFileSync(join(dir, `${name}-entries.mjs`), BUNDLED_ENTRIES[name]);
		const [browser, workerd] = await Promise.all(
			["browser", "workerd"].map((target) => bundleFor(target, dir, `${name}-entries.mjs`)),
		);
		bundles[name] = { browser: browser.nodeImports, workerd: workerd.nodeImports };
	}
	return bundles;
}

/**
 * Runs `rows` (all by default), each with the `checks` named (by default all of its suite's), against the packed
 * packages installed in a new project (`packages`: another built folder per package name, see consumer.mjs), and
 * checks the client's bundles, and the gateway's when a row is about it (only then is it installed).
 * Returns { rows: [{ row, suite, build, checks | error, ms }], bundles }.
 */
export async function runMatrix({ rows = ROWS, packages = {}, checks, concurrency = 3 } = {}) {
	const withGateway = rows.some((row) => row.package === GATEWAY);
	const dir = installPackedPackages(packages, withGateway ? [GATEWAY] : []);
	cpSync(fileURLToPath(new URL("suites/", import.meta.url)), dir, { recursive: true });
	const fake = await startFakeUpstream();
	try {
		const results = new Array(rows.length);
		let next = 0;
		const worker = async () => {
			while (next < rows.length) {
				const index = next++;
				const { name, host, suite, file = suite, package: packageName, env } = rows[index];
				const started = Date.now();
				const base = { row: name, suite };
				try {
					const job = { dir, suiteFile: `${file}.mjs`, upstream: fake.url, fake, checks, packageName, env };
					const ran = await host(job);
					results[index] = { ...base, build: ran.build, checks: ran.results, ms: Date.now() - started };
				} catch (error) {
					results[index] = { ...base, build: "-", error: String(error?.message ?? error), ms: Date.now() - started };
				}
			}
		};
		const [bundles] = await Promise.all([
			nodeImportsInBundles(dir, withGateway ? ["client", "gateway"] : ["client"]),
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
	for (const [name, targets] of Object.entries(bundles)) {
		for (const [target, imports] of Object.entries(targets)) {
			lines.push(
				`${name} bundle for ${target}: ${imports.length === 0 ? "no node: imports" : `FAIL, imports ${imports.join(", ")}`}`,
			);
		}
	}
	return [...lines, ...failures.map((failure) => `- ${failure}`)].join("\n");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
	const names = process.argv.slice(2);
	const matrix = await runMatrix({ rows: names.length > 0 ? ROWS.filter((row) => names.includes(row.name)) : ROWS });
	console.log(formatTable(matrix));
	const bundlesClean = Object.values(matrix.bundles).every((targets) =>
		Object.values(targets).every((imports) => imports.length === 0),
	);
	process.exitCode = matrix.rows.every(rowPassed) && bundlesClean ? 0 : 1;
}
