// Which Node versions we claim, per place, and the proof: the packages' `engines` is their runtime floor,
// and tools/packaging/smoke.mjs runs the built packages (import and require) through real recorded calls,
// the batch runner's embedded mode included; here under the Node running the tests (with a hook logging any
// `pg` / `pg-boss` resolved, by the smoke script or the `modelyard` bin it spawns), and in .ci/run under
// each Node of the runtime matrix, 18.0.0 to 24 (tools/runtimes/node-lines.mjs). The repository's own `engines` is what its development tools need.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadExchanges } from "../replay-server/server.mjs";
import { NODE_VERSIONS } from "../runtimes/install.mjs";
import { assertBuilt, BATCH, CLI, manifest, PACKAGES, PUBLISHED, repoRoot } from "./packages.js";

const readJson = (path: string) => JSON.parse(readFileSync(`${repoRoot}${path}`, "utf8"));

/** The recorded answer body whose request body holds `text`. */
function recordedAnswer(url: string, text: string): string {
	const exchange = loadExchanges().find(
		(e) => e.url === url && e.init.body?.includes(text) && e.response.status === 200,
	);
	if (!exchange) throw new Error(`no recorded exchange for ${url} with ${text}`);
	return exchange.response.body;
}

let smoke: { results: ReturnType<typeof JSON.parse>; pgImportLog: string } | undefined;

/** smoke.mjs run once, under the pg-import-log hook (NODE_OPTIONS: the bin it spawns carries it too). */
function smokeRun() {
	if (smoke) return smoke;
	for (const { dir } of PUBLISHED) assertBuilt(dir);
	assertBuilt(CLI.dir, CLI.bin);
	const log = join(mkdtempSync(join(tmpdir(), "modelyard-pg-log-")), "resolved");
	const output = execFileSync(process.execPath, ["tools/packaging/smoke.mjs"], {
		cwd: repoRoot,
		encoding: "utf8",
		env: {
			...process.env,
			NODE_OPTIONS: `--import=${repoRoot}tools/packaging/pg-import-log.mjs`,
			MODELYARD_IMPORT_LOG: log,
		},
	});
	smoke = {
		results: JSON.parse(output.trim().split("\n").pop() as string),
		pgImportLog: existsSync(log) ? readFileSync(log, "utf8") : "",
	};
	return smoke;
}

describe("Node versions", () => {
	it("runs the built packages, imported and required by name, through a chat call, a stream, an image and snippets", () => {
		const { results } = smokeRun();
		const chatUrl = "https://api.together.xyz/v1/chat/completions";
		const answer = JSON.parse(recordedAnswer(chatUrl, "one plus one is equal ")).choices[0].message.content;
		const streamed = recordedAnswer(chatUrl, "just the answer")
			.split("\n")
			.filter((line) => line.startsWith("data: {"))
			.map((line) => JSON.parse(line.slice(6)).choices[0]?.delta?.content ?? "")
			.join("");
		// The replay server answers recorded image calls (whose bytes were not kept) with this real image.
		const imageBytes = readFileSync(`${repoRoot}../shared/data/assets/cats.png`).byteLength;
		const expected = {
			answer,
			streamed,
			image: { type: "image/png", bytes: imageBytes },
			snippetLanguages: ["js", "python", "sh"],
			taskName: "Image-to-Text",
			libraryLabel: "Transformers",
		};
		expect(results.node).toBe(process.version);
		expect(results.import).toEqual(expected);
		expect(results.require).toEqual(results.import);
		expect(results.resolved.require).toBe(`${repoRoot}packages/inference/dist/cjs/index.cjs`);
		expect(results.resolved.import).toBe(`file://${repoRoot}packages/inference/dist/node/index.mjs`);
	}, 60_000);

	it("runs @modelyard/batch's embedded mode from code and from the modelyard bin without resolving pg, pg-boss or the gateway's hono", () => {
		const { results, pgImportLog } = smokeRun();
		const line = { id: "a", ok: true, label: "POSITIVE" };
		expect(results.batch).toEqual({
			summary: { total: 1, done: 1, failed: 0, calls: 1 },
			code: [line],
			cli: [line],
			pgLoaded: [],
		});
		expect(pgImportLog).toBe("");
	}, 60_000);

	it("the pg-import-log hook does log pg-boss, pg and hono when they are imported (so an empty log means something)", () => {
		const log = join(mkdtempSync(join(tmpdir(), "modelyard-pg-log-")), "resolved");
		execFileSync(
			process.execPath,
			[
				"--import",
				"./tools/packaging/pg-import-log.mjs",
				"--input-type=module",
				"-e",
				'await import("pg-boss"); await import("hono")',
			],
			{ cwd: repoRoot, env: { ...process.env, MODELYARD_IMPORT_LOG: log }, stdio: "ignore" },
		);
		expect(readFileSync(log, "utf8").split("\n")).toEqual(expect.arrayContaining(["pg-boss", "pg", "hono"]));
	});

	it("claims Node 18+ for each package's runtime, the floor .ci/run runs the smoke test on", () => {
		for (const { dir } of PACKAGES) expect(manifest(dir).engines).toEqual({ node: ">=18" });
		// The CLI reads its flags with util.parseArgs (Node 18.3); smoke.mjs runs its bin only where that exists.
		expect(manifest(CLI.dir).engines).toEqual({ node: ">=18.3.0" });
		expect(manifest(BATCH.dir).engines).toEqual({ node: ">=18.3.0" });
		// .ci/run runs the smoke test under each Node of the runtime matrix, the floor first.
		expect(NODE_VERSIONS[0]).toBe("18.0.0");
		expect(readFileSync(`${repoRoot}.ci/run`, "utf8")).toMatch(/^node tools\/runtimes\/node-lines\.mjs$/m);
	});

	it("asks for the Node the development tools need: vite's range, the narrowest of them", () => {
		const root = readJson("package.json");
		const toolRanges = ["vite", "vitest", "playwright-core", "esbuild", "rollup", "typescript"].map(
			(tool) => readJson(`node_modules/${tool}/package.json`).engines.node as string,
		);
		expect(toolRanges[0]).toBe("^20.19.0 || >=22.12.0");
		expect(root.engines).toEqual({ node: toolRanges[0] });
		expect(readFileSync(`${repoRoot}README.md`, "utf8")).toContain("Node.js 20.19+ (or 22.12+)");
	});
});
