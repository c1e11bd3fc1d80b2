import { describe, expect, it, vi } from "vitest";
import { parseRetryAfter, realSleep } from "../../src/http/index.js";

describe("parseRetryAfter", () => {
	it("reads delta-seconds and HTTP dates, ignores the rest", () => {
		const now = Date.parse("Sun, 22 Nov 2026 10:00:00 GMT");
		expect(parseRetryAfter("120", now)).toBe(120_000);
		expect(parseRetryAfter(" 1.5 ", now)).toBe(1_500);
		expect(parseRetryAfter("Sun, 22 Nov 2026 10:00:30 GMT", now)).toBe(30_000);
		expect(parseRetryAfter("Sun, 22 Nov 2026 09:59:00 GMT", now)).toBe(0);
		expect(parseRetryAfter("-5", now)).toBeUndefined();
		expect(parseRetryAfter("later", now)).toBeUndefined();
		expect(parseRetryAfter("", now)).toBeUndefined();
		expect(parseRetryAfter(null, now)).toBeUndefined();
	});
});

describe("realSleep", () => {
	it("resolves after a short wait", async () => {
		await expect(realSleep(1)).resolves.toBeUndefined();
	});

	it("rejects with the abort reason at once when the signal aborts", async () => {
		const controller = new AbortController();
		const started = performance.now();
		const sleeping = realSleep(60_000, controller.signal);
		const reason = new Error("stop");
		controller.abort(reason);
		await expect(sleeping).rejects.toBe(reason);
		expect(performance.now() - started).toBeLessThan(1_000);
	});

	it("rejects without waiting when the signal is already aborted", async () => {
		const controller = new AbortController();
		controller.abort(new Error("already"));
		await expect(realSleep(60_000, controller.signal)).rejects.toThrow("already");
	});

	it("waits a delay longer than a timer takes (2^31 ms) in full, in steps, never at once", async () => {
		vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
		try {
			let done = false;
			const sleeping = realSleep(2 ** 31 + 60_000).then(() => {
				done = true;
			});
			await vi.advanceTimersByTimeAsync(2 ** 31);
			expect(done).toBe(false);
			expect(vi.getTimerCount()).toBe(1);
			await vi.advanceTimersByTimeAsync(60_000);
			await sleeping;
			expect(done).toBe(true);
		} finally {
			vi.useRealTimers();
		}
	});

	it("Infinity waits for the signal alone: no timer armed, the abort ends it", async () => {
		vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
		try {
			const controller = new AbortController();
			const sleeping = realSleep(Number.POSITIVE_INFINITY, controller.signal);
			expect(vi.getTimerCount()).toBe(0);
			controller.abort(new Error("over"));
			await expect(sleeping).rejects.toThrow("over");
		} finally {
			vi.useRealTimers();
		}
	});
});
