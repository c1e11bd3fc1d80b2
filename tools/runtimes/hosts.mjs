// How each kind of runtime runs a suite: a suite is a module in the user's project (tools/runtimes/consumer.mjs)
// exporting `run(upstream, checks)`, which returns { [check]: "ok" | what failed }. A host is called with
// { dir, suiteFile, upstream, fake, checks, packageName, env }, loads the suite the way that runtime loads code,
// and returns { build, results }: `build` is which build of `packageName` (the package the suite is about) the
// runtime picked (`node` through the exports condition, `esm` for bundles). `env`, when given, is the whole
// environment the runtime gets besides PATH and HOME (the secrets a served gateway reads).
import { execFile } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { build } from "esbuild";
import { importInstalled, runtimeBinary } from "./install.mjs";

const run = promisify(execFile);

/** Which build a resolved file of a package belongs to. */
const buildOf = (path) => /\/dist\/(node|esm|cjs)\//.exec(String(path))?.[1] ?? "unknown";

/** The last line a runtime printed, as JSON; a clear error with its output when there is none. */
function lastJsonLine(stdout, stderr, what) {
	const line = stdout.trim().split("\n").pop() ?? "";
	try {
		return JSON.parse(line);
	} catch {
		throw new Error(`${what} printed no result.\nstdout: ${stdout.slice(-2000)}\nstderr: ${stderr.slice(-2000)}`);
	}
}

/** A script that runs the suite and prints { build, results } as one JSON line. */
function writeScript({ dir, suiteFile, upstream, checks, packageName = "@modelyard/inference" }) {
	const file = join(dir, `main-${suiteFile}`);
	writeFileSync(
		file,
		`import { run } from "./${suiteFile}";
const resolved = import.meta.resolve ? await import.meta.resolve(${JSON.stringify(packageName)}) : "unknown";
console.log(JSON.stringify({ resolved, results: await run(${JSON.stringify(upstream)}, ${JSON.stringify(checks)}) }));
`,
	);
	return file;
}

async function runScript(command, args, { dir, env }, what) {
	const { PATH, HOME } = process.env;
	try {
		const { stdout, stderr } = await run(command, args, {
			cwd: dir,
			timeout: 60_000,
			maxBuffer: 16 * 1024 * 1024,
			// No update checks or telemetry: the only network here is loopback.
			env: {
				...(env ? { PATH, HOME, ...env } : process.env),
				DENO_NO_UPDATE_CHECK: "1",
				NO_COLOR: "1",
				DO_NOT_TRACK: "1",
			},
		});
		const { resolved, results } = lastJsonLine(stdout, stderr, what);
		return { build: buildOf(resolved), results };
	} catch (error) {
		if (error.stdout !== undefined) {
			throw new Error(
				`${what} failed (exit ${error.code}).\nstdout: ${error.stdout.slice(-2000)}\nstderr: ${error.stderr.slice(-2000)}`,
			);
		}
		throw error;
	}
}

/** A Node binary from the npm registry, running the suite as an ES module script. */
export const nodeHost = (version) => async (job) =>
	runScript(runtimeBinary.node(version), [writeScript(job)], job, `Node ${version}`);

/** Bun, running the suite as a script. */
export const bunHost = async (job) => runScript(runtimeBinary.bun(), ["run", writeScript(job)], job, "Bun");

/**
 * Deno, with the permissions a user would grant a client: the network to the fake's host and reading the
 * project (its node_modules); nothing else (no environment, no writes), so a package that reaches for more fails.
 */
export const denoHost = async (job) =>
	runScript(
		runtimeBinary.deno(),
		["run", `--allow-net=${new URL(job.upstream).host}`, `--allow-read=${job.dir}`, "--no-prompt", writeScript(job)],
		job,
		"Deno",
	);

/**
 * Deno serving a handler, with the permissions its README grants a server: the network on loopback (listening on
 * a port chosen at start, and the fake's), the environment (its secrets) and reading the project; no writes.
 */
export const denoServeHost = async (job) =>
	runScript(
		runtimeBinary.deno(),
		["run", "--allow-net=127.0.0.1", "--allow-env", `--allow-read=${job.dir}`, "--no-prompt", writeScript(job)],
		job,
		"Deno",
	);

/**
 * esbuild's bundle of `entry` for a Worker or a browser page, as wrangler and bundlers make it: platform neutral
 * with the workerd / worker / browser conditions (or platform browser), ES module out. Returns the code, the
 * `node:` modules it still imports, and which build of `packageName` (default the client) it took.
 */
export async function bundleFor(target, dir, entry, packageName = "@modelyard/inference") {
	const common = {
		entryPoints: [join(dir, entry)],
		bundle: true,
		format: "esm",
		write: false,
		metafile: true,
		logLevel: "silent",
	};
	const options =
		target === "workerd"
			? { ...common, platform: "neutral", conditions: ["workerd", "worker", "browser"], mainFields: ["module", "main"] }
			: { ...common, platform: "browser" };
	// `node:` modules are left as imports (not an error) so the check can name each one; `cloudflare:` ones are
	// the Workers runtime's own, left to it as wrangler leaves them.
	const result = await build({ ...options, external: target === "workerd" ? ["node:*", "cloudflare:*"] : ["node:*"] });
	const imports = Object.values(result.metafile.outputs).flatMap((output) => output.imports.map((i) => i.path));
	const inputs = Object.keys(result.metafile.inputs).filter((path) => path.includes(`${packageName}/`));
	const builds = [...new Set(inputs.map(buildOf))];
	return {
		code: result.outputFiles[0].text,
		nodeImports: [...new Set(imports.filter((path) => path.startsWith("node:")))].sort(),
		build: builds.join("+"),
	};
}

/**
 * A Worker module `entry` of the project, bundled as wrangler would and started in workerd through miniflare with
 * `bindings`, without `nodejs_compat`. Returns { worker, build }; the caller disposes of the worker.
 */
async function startWorker(dir, entry, packageName, bindings = {}) {
	const bundle = await bundleFor("workerd", dir, entry, packageName);
	if (bundle.nodeImports.length > 0) {
		throw new Error(
			`the Worker bundle imports ${bundle.nodeImports.join(", ")}: workerd without nodejs_compat has none`,
		);
	}
	const { Miniflare } = await importInstalled("miniflare");
	let output = "";
	const worker = new Miniflare({
		// The bundle as the one module it is: its dynamic imports (the telemetry entry, loaded by name only when
		// asked for) are left to run time, as on Cloudflare, not resolved by miniflare beforehand.
		modules: [{ type: "ESModule", path: "worker.mjs", contents: bundle.code }],
		// No compatibility flags: no nodejs_compat, as a Worker is by default.
		compatibilityDate: "2025-01-01",
		bindings,
		// workerd says why a Worker failed to start (an error thrown in global scope) on its own stderr.
		handleRuntimeStdio: (stdout, stderr) => {
			stdout.resume();
			stderr.on("data", (text) => {
				output = (output + text).slice(-2000);
			});
		},
	});
	try {
		await worker.ready;
	} catch (error) {
		// dispose() rejects again with the start's error: the one to report is below, with workerd's reason.
		await worker.dispose().catch(() => {});
		throw new Error(`the Worker did not start (${error.message}): ${output.split("\n  at ")[0]}`);
	}
	return { worker, build: bundle.build };
}

/** workerd through miniflare, without `nodejs_compat`: the suite bundled as a Worker whose fetch runs it. */
export async function workerdHost({ dir, suiteFile, upstream, checks, packageName }) {
	writeFileSync(
		join(dir, `worker-${suiteFile}`),
		`import { run } from "./${suiteFile}";
export default {
	async fetch(request) {
		const query = new URL(request.url).searchParams;
		return Response.json(await run(query.get("upstream"), query.get("checks")?.split(",")));
	},
};
`,
	);
	const { worker, build } = await startWorker(dir, `worker-${suiteFile}`, packageName);
	try {
		const response = await worker.dispatchFetch(
			`http://worker.local/?${new URLSearchParams({ upstream, ...(checks && { checks: checks.join(",") }) })}`,
		);
		const text = await response.text();
		if (!response.ok) throw new Error(`the Worker answered ${response.status}: ${text.slice(0, 2000)}`);
		return { build, results: JSON.parse(text) };
	} finally {
		await worker.dispose();
	}
}

/**
 * workerd serving the gateway as a deployed Worker: the suite file is the Worker itself (its default export's
 * `fetch` answers requests), started with `env` as its bindings plus FAKE_UPSTREAM, and the gateway checks
 * (suites/gateway-checks.mjs) are sent to it from here.
 */
export async function workerdGatewayHost({ dir, suiteFile, upstream, checks, packageName, env }) {
	const { worker, build } = await startWorker(dir, suiteFile, packageName, { ...env, FAKE_UPSTREAM: upstream });
	try {
		const { runGatewayChecks } = await import(pathToFileURL(join(dir, "gateway-checks.mjs")).href);
		const send = (path, init) => worker.dispatchFetch(`http://gateway.local${path}`, init);
		return { build, results: await runGatewayChecks(send, upstream, checks) };
	} finally {
		await worker.dispose();
	}
}
