// The gateway bench (section 10 of `npm run bench`) run here at a small scale, in a plain Node process as the bench
// runs it, so a process that fails to start, a load that never ends or a figure that goes missing shows in the
// tests, not first in a bench run. Its timings are not asserted (a loaded machine); its counts are.
import { execFileSync } from "node:child_process";
import { expect, it } from "vitest";

it("the gateway bench's three measures run end to end at a small scale: every request and chunk answered", () => {
	const gatewayBench = new URL("./lib/gateway.mjs", import.meta.url).href;
	const scale = {
		rate: 40,
		rateSeconds: 1,
		delayMs: 50,
		closedSeconds: 1,
		closedConnections: 5,
		streams: 10,
		chunks: 20,
		chunkMs: 2,
		portkey: false,
	};
	const script = `const { measureGateway } = await import(${JSON.stringify(gatewayBench)});
console.log(JSON.stringify(await measureGateway(${JSON.stringify(scale)})));`;
	const printed = execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
	const figures = JSON.parse(printed.trim().split("\n").pop() ?? "{}");
	const relays = ["pipe", "floor", "gateway"];
	for (const side of ["direct", ...relays].map((name) => figures.latency[name])) {
		expect(side.errors).toBe(0);
		expect(side.ok).toBeGreaterThan(20);
		expect(side.p99).toBeGreaterThanOrEqual(side.p50);
		expect(side.p50).toBeGreaterThanOrEqual(scale.delayMs);
	}
	for (const name of relays) {
		expect(Number.isFinite(figures.latency.addedP50Ms[name])).toBe(true);
		expect(Number.isFinite(figures.latency.addedP99Ms[name])).toBe(true);
		expect(Number.isFinite(figures.streams.firstChunkAddedP50Ms[name])).toBe(true);
	}
	for (const side of relays.map((name) => figures.throughput[name])) {
		expect(side.errors).toBe(0);
		expect(side.rps).toBeGreaterThan(0);
	}
	for (const side of ["direct", ...relays].map((name) => figures.streams[name])) {
		expect(side).toMatchObject({ streams: 10, complete: 10, lostChunks: 0 });
		expect(side.firstChunkP50).toBeGreaterThan(0);
	}
	expect(figures.streams.peakRssBytes).toBeGreaterThan(10 * 1024 * 1024);
}, 120_000);
