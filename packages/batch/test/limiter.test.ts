// The lane's reading of rate-limit answers: the reset durations providers send, the x-ratelimit-* headers that
// pause a lane before any 429, and the pause and halving a 429 (with or without Retry-After) imposes.
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { Lane, MAX_PAUSE_MS, parseResetDuration, watchRateLimitHeaders } from "../src/limiter.js";
import { TOKEN } from "./helpers/files.js";

describe("parseResetDuration", () => {
	it.each([
		["1s", 1000],
		["250ms", 250],
		["1m30s", 90_000],
		["6m0s", 360_000],
		["2h", 7_200_000],
		["0.5s", 500],
		["6.5", 6500],
		["20", 20_000],
		[" 3s ", 3000],
	])("reads %j as %d ms", (header, ms) => {
		expect(parseResetDuration(header)).toBe(ms);
	});

	it.each([null, "", "soon", "1x", "1s and more", "-1s", "s"])("answers undefined for %j", (header) => {
		expect(parseResetDuration(header)).toBeUndefined();
	});
});

/** A loopback server answering every request with `headers`; it logs when each request arrived. */
async function headerServer(headers: Record<string, string>): Promise<{ server: Server; url: string; at: number[] }> {
	const at: number[] = [];
	const server = createServer((_, res) => {
		at.push(Date.now());
		res.writeHead(200, { "content-type": "application/json", ...headers });
		res.end("[]");
	});
	server.listen(0, "127.0.0.1");
	await once(server, "listening");
	return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, at };
}

describe("watchRateLimitHeaders", () => {
	let server: Server | undefined;
	afterEach(() => {
		server?.closeAllConnections();
		server?.close();
		server = undefined;
	});
	const init = { headers: { authorization: `Bearer ${TOKEN}` } };

	it.each([
		[{ "x-ratelimit-remaining-requests": "0", "x-ratelimit-reset-requests": "2s" }, 2000],
		[{ "x-ratelimit-remaining": "0", "x-ratelimit-reset": "1m" }, 60_000],
		[{ "x-ratelimit-remaining": "0", "x-ratelimit-reset": "750ms" }, 750],
		// Spent, but no readable reset: a second's pause rather than none.
		[{ "x-ratelimit-remaining": "0" }, 1000],
		[{ "x-ratelimit-remaining": "0", "x-ratelimit-reset": "whenever" }, 1000],
	])("pauses the lane on %j for %d ms", async (headers, ms) => {
		const fake = await headerServer(headers);
		server = fake.server;
		const lane = new Lane({ concurrency: 4 });
		const before = Date.now();
		const response = await watchRateLimitHeaders(fetch, () => lane)(fake.url, init);
		expect(response.status).toBe(200);
		expect(lane.pausedUntil).toBeGreaterThanOrEqual(before + ms);
		expect(lane.pausedUntil).toBeLessThanOrEqual(Date.now() + ms);
	});

	it.each<Record<string, string>>([
		{ "x-ratelimit-remaining": "12", "x-ratelimit-reset": "1m" },
		{ "x-ratelimit-reset": "1m" },
		{},
	])("does not pause when the quota is not spent: %j", async (headers) => {
		const fake = await headerServer(headers);
		server = fake.server;
		const lane = new Lane({ concurrency: 4 });
		await watchRateLimitHeaders(fetch, () => lane)(fake.url, init);
		expect(lane.pausedUntil).toBe(0);
	});

	it("sends nothing while the lane is paused: the next call leaves once the reset has passed", async () => {
		const fake = await headerServer({ "x-ratelimit-remaining": "0", "x-ratelimit-reset": "400ms" });
		server = fake.server;
		const pausable = new Lane({ concurrency: 4 });
		const watched = watchRateLimitHeaders(fetch, () => pausable);
		await watched(fake.url, init);
		const answered = Date.now();
		await watched(fake.url, init);
		expect(fake.at).toHaveLength(2);
		expect((fake.at[1] as number) - answered).toBeGreaterThanOrEqual(390);
	});
});

describe("Lane on a rate limit", () => {
	it("pauses for the Retry-After it was given and halves its concurrency and rate", () => {
		let now = 1_000_000;
		const lane = new Lane({ concurrency: 8, rps: 10, now: () => now });
		lane.rateLimited(3000);
		expect(lane.pausedUntil).toBe(now + 3000);
		expect(lane.limit).toBe(4);
		expect(lane.rps).toBe(5);
		now += 3000;
		lane.rateLimited(1000);
		expect(lane.pausedUntil).toBe(now + 1000);
		expect(lane.limit).toBe(2);
	});

	it("without Retry-After backs off as the client does: 500 ms doubling per consecutive limit, capped at 8 s, reset by a success", () => {
		let now = 0;
		const lane = new Lane({ concurrency: 4, now: () => now, random: () => 0 });
		const pauses: number[] = [];
		for (let i = 0; i < 8; i++) {
			lane.rateLimited();
			pauses.push(lane.pausedUntil - now);
			now = lane.pausedUntil;
		}
		expect(pauses).toEqual([500, 1000, 2000, 4000, 8000, 8000, 8000, 8000]);
		lane.inFlight = 1;
		lane.release(true);
		lane.rateLimited();
		expect(lane.pausedUntil - now).toBe(500);
	});

	it("starts nothing during the pause, then lets the waiting call through", async () => {
		const lane = new Lane({ concurrency: 2 });
		lane.rateLimited(300);
		const started = Date.now();
		await lane.acquire();
		expect(Date.now() - started).toBeGreaterThanOrEqual(290);
		expect(lane.inFlight).toBe(1);
	});
});

describe("Lane pauses and signals", () => {
	it("unpaused() stops waiting at once when the signal aborts, with the abort's reason", async () => {
		const lane = new Lane({ concurrency: 2 });
		lane.pauseFor(30_000);
		const controller = new AbortController();
		const started = Date.now();
		setTimeout(() => controller.abort(new Error("ctrl-c")), 50);
		await expect(lane.unpaused(controller.signal)).rejects.toThrow("ctrl-c");
		expect(Date.now() - started).toBeLessThan(2000);
	});

	it("cuts a pause asked for longer than MAX_PAUSE_MS (10 minutes) to it, and says so", () => {
		const now = 1_000_000;
		const warnings: string[] = [];
		const lane = new Lane({ concurrency: 4, now: () => now, label: "together", onWarning: (m) => warnings.push(m) });
		lane.rateLimited(30 * 86_400_000);
		expect(MAX_PAUSE_MS).toBe(600_000);
		expect(lane.pausedUntil - now).toBe(MAX_PAUSE_MS);
		expect(warnings).toEqual([
			"together asked to wait 30.0 days (Retry-After or rate-limit reset): pausing 10 minutes, the most one pause lasts, then asking again",
		]);
		lane.pauseFor(MAX_PAUSE_MS);
		expect(warnings).toHaveLength(1);
	});

	it("waits out a long pause (asked 2^32 ms) on one timer, without spinning", async () => {
		const lane = new Lane({ concurrency: 1 });
		lane.pauseFor(2 ** 32);
		const controller = new AbortController();
		const realSetTimeout = globalThis.setTimeout;
		let timers = 0;
		globalThis.setTimeout = ((...args: Parameters<typeof setTimeout>) => {
			timers++;
			return realSetTimeout(...args);
		}) as typeof setTimeout;
		try {
			const waits = [
				lane.unpaused(controller.signal).catch(() => "aborted"),
				lane.acquire(controller.signal).catch(() => "aborted"),
			];
			await new Promise((resolve) => realSetTimeout(resolve, 300));
			controller.abort();
			expect(await Promise.all(waits)).toEqual(["aborted", "aborted"]);
		} finally {
			globalThis.setTimeout = realSetTimeout;
		}
		// One timer each, not one a millisecond.
		expect(timers).toBeLessThan(10);
		expect(lane.inFlight).toBe(0);
	});
});
