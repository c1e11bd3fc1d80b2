// The runtime matrix (tools/runtimes/matrix.mjs) as part of `npm test`: the packed packages in every runtime (the
// client's checks, and the gateway's handler served by Bun, Deno and as a Worker), its tables printed to the log;
// then the matrix's own test: deliberately broken builds fail the rows they should.
import { rmSync } from "node:fs";
import { dirname } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assertBuilt, PACKAGES } from "../packaging/packages.js";
import { type BREAKAGES, brokenBuild } from "./broken-builds.mjs";
import { installAll } from "./install.mjs";
import { formatTable, type Matrix, ROWS, type RowResult, runMatrix } from "./matrix.mjs";
import { CHECKS } from "./suites/client.mjs";
import { GATEWAY_CHECKS } from "./suites/gateway-checks.mjs";

const rows = (...names: string[]) => ROWS.filter((row) => names.includes(row.name));
const outcome = (matrix: Matrix, row: string) => matrix.rows.find((result) => result.row === row) as RowResult;
const allOk = (checks: string[]) => Object.fromEntries(checks.map((check) => [check, "ok"]));

const brokenCopies: string[] = [];
/** The broken copy `name` of @modelyard/`folder`, removed after the tests, by package name for runMatrix. */
function broken(name: keyof typeof BREAKAGES, folder = "inference") {
	const dir = brokenBuild(name);
	brokenCopies.push(dirname(dir));
	return { [`@modelyard/${folder}`]: dir };
}
const clean = { browser: [], workerd: [] };
afterAll(() => {
	for (const dir of brokenCopies) rmSync(dir, { recursive: true, force: true });
});

beforeAll(() => {
	for (const { dir } of PACKAGES) assertBuilt(dir);
	// On a clean machine the runtimes come from the npm registry first (.ci/run does this before the tests).
	installAll();
}, 600_000);

describe("runtime matrix", () => {
	it("runs the packed packages' client checks in Node 18 to 24, Bun, Deno, workerd, Chromium and Firefox, the gateway's under Bun.serve, Deno.serve and as a Worker, and bundles both without node: imports", async () => {
		const matrix = await runMatrix({ concurrency: 2 });
		console.log(`Runtime matrix\n${formatTable(matrix)}`);
		expect(matrix.rows.map(({ row, build, checks, error }) => ({ row, build, checks, error }))).toEqual(
			ROWS.map((row) => ({
				row: row.name,
				// Node, Bun and Deno pick the `node` build by its exports condition (Node 18.0 cannot say which it
				// resolved: no import.meta.resolve); bundles for workerd and browsers take the `esm` one.
				build: row.name === "node 18.0.0" ? "unknown" : /\b(node|bun|deno)\b/.test(row.name) ? "node" : "esm",
				checks: allOk(row.suite === "gateway" ? GATEWAY_CHECKS : CHECKS),
				error: undefined,
			})),
		);
		expect(matrix.bundles).toEqual({ client: clean, gateway: clean });
	}, 300_000);
});

// One after the other, two rows at a time: the playground's browser tests run beside this file, and a loaded
// two-core machine makes their polls time out with more browsers open.
describe("deliberately broken builds fail the rows they should", () => {
	it("a Buffer in the stream path fails workerd's and the browsers' streams; Node, Bun and Deno have a Buffer", async () => {
		const matrix = await runMatrix({
			packages: broken("buffer-in-stream"),
			rows: rows("node 24.x", "bun", "deno", "workerd", "chromium"),
			checks: ["chat", "stream"],
			concurrency: 2,
		});
		for (const row of ["node 24.x", "bun", "deno"])
			expect(outcome(matrix, row).checks).toEqual(allOk(["chat", "stream"]));
		for (const row of ["workerd", "chromium"]) {
			expect(outcome(matrix, row).checks).toEqual({ chat: "ok", stream: expect.stringMatching(/Buffer/) });
		}
	}, 300_000);

	it("a node: import in the client's entry, or the gateway's, fails the bundle check and workerd", async () => {
		// One install for both: the client imports node:util, the gateway (which imports the client) node:os too.
		const matrix = await runMatrix({
			packages: { ...broken("node-import-in-entry"), ...broken("node-import-in-gateway-entry", "gateway") },
			rows: rows("bun", "deno", "workerd", "gateway bun", "gateway deno", "gateway workerd"),
			checks: ["chat"],
			concurrency: 2,
		});
		const withOs = { browser: ["node:os", "node:util"], workerd: ["node:os", "node:util"] };
		expect(matrix.bundles).toEqual({ client: { browser: ["node:util"], workerd: ["node:util"] }, gateway: withOs });
		expect(outcome(matrix, "workerd").error).toMatch(/the Worker bundle imports node:util:/);
		expect(outcome(matrix, "gateway workerd").error).toMatch(/the Worker bundle imports node:os, node:util/);
		for (const row of ["bun", "deno", "gateway bun", "gateway deno"]) {
			expect(outcome(matrix, row).checks).toEqual(allOk(["chat"]));
		}
	}, 300_000);

	it("an abort not passed on to fetch fails every runtime's abort check", async () => {
		// One Node of the four: the others' fetch is the same undici, and their rows cost time.
		const runtimes = ["node 24.x", "bun", "deno", "workerd", "chromium", "firefox"];
		const matrix = await runMatrix({
			packages: broken("abort-not-passed-on"),
			rows: rows(...runtimes),
			checks: ["abort"],
			concurrency: 2,
		});
		expect(matrix.rows.map(({ row, checks }) => [row, checks])).toEqual(
			runtimes.map((row) => [row, { abort: expect.stringMatching(/the abort did not reach the request/) }]),
		);
	}, 300_000);
});
