// The deterministic budgets of bench/budgets.json, checked on every `npm test`: bundle bytes (of the
// built packages: `npm test` builds before it runs the tests), hub requests per model, heap growth.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BUNDLE_CASES, bundleSize } from "./lib/bundle-size.mjs";
import { measureRequestCounts } from "./lib/overhead.mjs";

const budgets = JSON.parse(readFileSync(new URL("./budgets.json", import.meta.url), "utf8")) as {
	bundleGzipBytes: Record<string, number>;
	hubRequestsPer100CallsToOneModel: number;
	heapBytesPerCall: number;
};
const built = (pkg: string) => existsSync(new URL(`../packages/${pkg}/dist/esm/index.js`, import.meta.url));

describe("budgets", () => {
	it("keeps the browser bundles within their gzip budgets", async () => {
		expect(built("inference") && built("tasks"), "run `npm run build` first (npm test does)").toBe(true);
		for (const [name, max] of Object.entries(budgets.bundleGzipBytes)) {
			const entry = BUNDLE_CASES.find((c) => c.name === name);
			expect(entry, name).toBeDefined();
			const size = await bundleSize(entry!.code);
			console.log(`bundle ${name}: ${size.gzip} bytes gzip (budget ${max})`);
			expect(size.gzip, name).toBeLessThanOrEqual(max);
		}
	});

	it("makes one hub lookup for 100 calls to one model, sequential or concurrent", async () => {
		const rows = await measureRequestCounts();
		for (const row of rows) {
			expect(row.hub, `${row.name} ${row.mode}`).toBe(budgets.hubRequestsPer100CallsToOneModel);
			expect(row.inference, `${row.name} ${row.mode}`).toBe(100);
		}
	});

	it("grows the heap by less than the budget per call over 10k calls", () => {
		const child = new URL("./lib/memory-child.mjs", import.meta.url).pathname;
		const out = execFileSync(process.execPath, ["--expose-gc", child, "heap", "10000"], {
			cwd: new URL("..", import.meta.url).pathname,
			encoding: "utf8",
		});
		const { bytesPerCall } = JSON.parse(out.trim().split("\n").pop() as string) as { bytesPerCall: number };
		console.log(`heap growth: ${bytesPerCall.toFixed(1)} bytes per call`);
		expect(bytesPerCall).toBeLessThan(budgets.heapBytesPerCall);
	}, 60_000);
});
