// The retry policy by cause, one decision at a time (retryWait), then through sendRequest with a scripted fetch.
import { describe, expect, it } from "vitest";
import { InferenceClientError, InferenceClientProviderApiError } from "../../src/errors/index.js";
import {
	DEFAULT_RETRY_LIMIT,
	type HttpOptions,
	type RetryEvent,
	retryWait,
	sendRequest,
} from "../../src/http/index.js";
import { instantClock, jsonResponse, manualClock, POST, scriptedFetch } from "./helpers.js";

const NO_JITTER = () => 0;
const HALF_JITTER = () => 0.5;
const BASE: HttpOptions = { service: "provider" };

/** What Node's fetch throws for a refused connection: the request cannot have reached the server. */
function refused(message = "fetch failed"): TypeError {
	return new TypeError(message, { cause: Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }) });
}

/** retryWait with the common arguments: no Retry-After, no jitter unless given. */
function wait(
	status: number,
	{ retries = 0, policyRetries = 0, retryAfter = null as string | null, options = BASE, random = NO_JITTER } = {},
) {
	return retryWait(status, retryAfter, retries, policyRetries, options, random);
}

describe("retryWait: which failures are retried", () => {
	it("retries a 503 without a bound of its own (3.x), whatever the bounded policy has used", () => {
		expect(wait(503, { retries: 40, policyRetries: 40 })).toBe(0);
		expect(wait(503, { options: { ...BASE, retry: { limit: 0 } } })).toBe(0);
	});

	it("retries a 429 and a connection error (status 0) by default", () => {
		expect(wait(429)).toBeDefined();
		expect(wait(0)).toBe(0);
	});

	it(`stops retrying 429s and connection errors after ${DEFAULT_RETRY_LIMIT} of them (one budget for both)`, () => {
		expect(DEFAULT_RETRY_LIMIT).toBe(2);
		expect(wait(429, { retries: 1, policyRetries: 1 })).toBeDefined();
		expect(wait(429, { retries: 2, policyRetries: 2 })).toBeUndefined();
		expect(wait(0, { retries: 2, policyRetries: 2 })).toBeUndefined();
		// 503 retries before them do not use the budget.
		expect(wait(429, { retries: 10, policyRetries: 1 })).toBeDefined();
	});

	it("does not retry other statuses by default", () => {
		for (const status of [400, 401, 403, 404, 408, 409, 422, 500, 502, 504]) {
			expect(wait(status), String(status)).toBeUndefined();
		}
	});

	it("retry.limit sets the budget; 0 turns the policy off (503 still retried)", () => {
		const five = { ...BASE, retry: { limit: 5 } };
		expect(wait(429, { retries: 4, policyRetries: 4, options: five })).toBeDefined();
		expect(wait(429, { retries: 5, policyRetries: 5, options: five })).toBeUndefined();
		const off = { ...BASE, retry: { limit: 0 } };
		expect(wait(429, { options: off })).toBeUndefined();
		expect(wait(0, { options: off })).toBeUndefined();
		expect(wait(503, { options: off })).toBe(0);
	});

	it("retry.kinds replaces the kinds retried: 'server' adds 500, 502, 504", () => {
		const options: HttpOptions = { ...BASE, retry: { kinds: ["rate-limit", "connection", "server"] } };
		for (const status of [500, 502, 504, 429, 0]) expect(wait(status, { options }), String(status)).toBeDefined();
		expect(wait(404, { options })).toBeUndefined();
	});

	it("retry.kinds without 'connection' leaves connection errors alone; without 'rate-limit', 429s", () => {
		const onlyRateLimit: HttpOptions = { ...BASE, retry: { kinds: ["rate-limit"] } };
		expect(wait(0, { options: onlyRateLimit })).toBeUndefined();
		expect(wait(429, { options: onlyRateLimit })).toBeDefined();
		const onlyConnection: HttpOptions = { ...BASE, retry: { kinds: ["connection"] } };
		expect(wait(429, { options: onlyConnection })).toBeUndefined();
		expect(wait(0, { options: onlyConnection })).toBe(0);
	});

	it("retryOnError false (retry_on_error: false) retries nothing at all", () => {
		const options = { ...BASE, retryOnError: false };
		for (const status of [503, 429, 0]) expect(wait(status, { options }), String(status)).toBeUndefined();
	});

	it("maxRetries bounds every cause", () => {
		const options = { ...BASE, maxRetries: 1 };
		expect(wait(429, { options })).toBeDefined();
		expect(wait(429, { retries: 1, options })).toBeUndefined();
		expect(wait(0, { retries: 1, options })).toBeUndefined();
		expect(wait(503, { retries: 1, options })).toBeUndefined();
		expect(wait(503, { options: { ...BASE, maxRetries: 0 } })).toBeUndefined();
	});
});

describe("retryWait: how long", () => {
	it("uses the 503 backoff (500 ms doubling, full jitter) for connection errors", () => {
		expect(wait(0, { random: HALF_JITTER })).toBe(250);
		expect(wait(0, { retries: 1, policyRetries: 1, random: HALF_JITTER })).toBe(500);
	});

	it("backs a 429 without Retry-After off from 500 ms, jittered, growing per attempt: never a near-zero wait", () => {
		const lowest = () => 0;
		const highest = () => 0.9999;
		expect(wait(429, { random: lowest })).toBe(500);
		expect(wait(429, { random: HALF_JITTER })).toBe(750);
		expect(wait(429, { random: highest })).toBe(999);
		expect(wait(429, { retries: 1, policyRetries: 1, random: lowest })).toBe(1_000);
		expect(wait(429, { retries: 2, policyRetries: 2, random: lowest, options: { ...BASE, retry: { limit: 5 } } })).toBe(
			2_000,
		);
		expect(wait(429, { retries: 9, policyRetries: 1, random: highest })).toBe(8_000);
	});

	it("waits at least a 429's Retry-After (seconds or HTTP date)", () => {
		expect(wait(429, { retryAfter: "3" })).toBe(3_000);
		const inTwoSeconds = new Date(Date.now() + 2_000).toUTCString();
		const waited = wait(429, { retryAfter: inTwoSeconds }) ?? 0;
		expect(waited).toBeGreaterThan(500);
		expect(waited).toBeLessThanOrEqual(2_000);
	});

	it("does not retry when Retry-After asks for longer than retry.maxDelayMs (default 60 s)", () => {
		expect(wait(429, { retryAfter: "60" })).toBe(60_000);
		expect(wait(429, { retryAfter: "61" })).toBeUndefined();
		expect(wait(429, { retryAfter: "2", options: { ...BASE, retry: { maxDelayMs: 1_000 } } })).toBeUndefined();
	});

	it("caps the jittered backoff at retry.maxDelayMs", () => {
		const options = { ...BASE, retry: { maxDelayMs: 100 } };
		expect(wait(429, { random: HALF_JITTER, options })).toBe(100);
	});

	it("keeps 3.x's 503: a long Retry-After is waited for, capped at 60 s, not refused", () => {
		expect(wait(503, { retryAfter: "86400" })).toBe(60_000);
	});
});

const tooMany = (headers: Record<string, string> = {}) =>
	jsonResponse({ error: "Rate limit reached" }, 429, { "x-request-id": "req-429", ...headers });
const ok = () => jsonResponse({ generated_text: "hi" });

describe("sendRequest: retries by cause", () => {
	it("retries a 429 after its Retry-After, then returns the 200", async () => {
		const fetch = scriptedFetch(tooMany({ "retry-after": "2" }), ok());
		const clock = instantClock();
		const response = await sendRequest(POST, { ...BASE, fetch, sleep: clock.sleep, random: NO_JITTER });
		expect(response.status).toBe(200);
		expect(fetch.calls).toHaveLength(2);
		expect(clock.waits).toEqual([2_000]);
	});

	it("gives up on an endless 429 after 2 retries: a rate-limit error with the wait the server asked for", async () => {
		const fetch = scriptedFetch(() => tooMany({ "retry-after": "1" }));
		const clock = instantClock();
		const error = await sendRequest(POST, { ...BASE, fetch, sleep: clock.sleep, random: NO_JITTER }).catch(
			(e: unknown) => e,
		);
		expect(fetch.calls).toHaveLength(3);
		expect(clock.waits).toEqual([1_000, 1_000]);
		expect(error).toBeInstanceOf(InferenceClientProviderApiError);
		const typed = error as InferenceClientProviderApiError;
		expect(typed.kind).toBe("rate-limit");
		expect(typed.message).toBe("Rate limit reached");
		expect(typed.httpResponse).toMatchObject({ status: 429, requestId: "req-429", retryAfterMs: 1_000 });
	});

	it("a POST whose connection dropped once sent (no code saying it was never sent) is not sent again", async () => {
		const fetch = scriptedFetch(new TypeError("fetch failed"), ok());
		const error = await sendRequest(POST, { ...BASE, fetch, sleep: instantClock().sleep }).catch((e: unknown) => e);
		expect((error as InferenceClientProviderApiError).kind).toBe("connection");
		expect(fetch.calls).toHaveLength(1);
	});

	it("a GET whose connection dropped is sent again (reading twice is harmless)", async () => {
		const fetch = scriptedFetch(new TypeError("fetch failed"), ok());
		const response = await sendRequest(
			{ url: "https://hub.example/api/models/m", method: "GET", headers: {} },
			{ ...BASE, fetch, sleep: instantClock().sleep },
		);
		expect(response.status).toBe(200);
		expect(fetch.calls).toHaveLength(2);
	});

	it("retries a connection error, then returns the 200", async () => {
		const fetch = scriptedFetch(refused(), ok());
		const clock = instantClock();
		const response = await sendRequest(POST, { ...BASE, fetch, sleep: clock.sleep, random: NO_JITTER });
		expect(response.status).toBe(200);
		expect(fetch.calls).toHaveLength(2);
	});

	it("gives up on endless connection errors after 2 retries: a connection error, status 0, the last cause", async () => {
		const last = refused("fetch failed: the last one");
		const fetch = scriptedFetch(refused(), refused(), last);
		const error = await sendRequest(POST, { ...BASE, fetch, sleep: instantClock().sleep }).catch((e: unknown) => e);
		expect(fetch.calls).toHaveLength(3);
		const typed = error as InferenceClientProviderApiError;
		expect(typed).toBeInstanceOf(InferenceClientProviderApiError);
		expect(typed.kind).toBe("connection");
		expect(typed.httpResponse.status).toBe(0);
		expect(typed.cause).toBe(last);
	});

	it("shares the budget between 429s and connection errors", async () => {
		const fetch = scriptedFetch(refused(), tooMany(), tooMany(), ok());
		const error = await sendRequest(POST, { ...BASE, fetch, sleep: instantClock().sleep }).catch((e: unknown) => e);
		expect(fetch.calls).toHaveLength(3);
		expect((error as InferenceClientProviderApiError).kind).toBe("rate-limit");
	});

	it("does not retry a 429 or a connection error when retry_on_error is false", async () => {
		for (const answer of [tooMany(), refused()]) {
			const fetch = scriptedFetch(answer, ok());
			await expect(
				sendRequest(POST, { ...BASE, fetch, sleep: instantClock().sleep, retryOnError: false }),
			).rejects.toBeInstanceOf(InferenceClientProviderApiError);
			expect(fetch.calls).toHaveLength(1);
		}
	});

	it("does not retry the client's own error thrown by a custom fetch", async () => {
		const own = new InferenceClientError("refused by a wrapper");
		const fetch = scriptedFetch(own, ok());
		await expect(sendRequest(POST, { ...BASE, fetch, sleep: instantClock().sleep })).rejects.toBe(own);
		expect(fetch.calls).toHaveLength(1);
	});

	it("retries only fetch's own network failure (a TypeError); another error a custom fetch throws is final", async () => {
		const refusal = new RangeError("refused by the app's fetch wrapper");
		const fetch = scriptedFetch(refusal, ok());
		const error = await sendRequest(POST, { ...BASE, fetch, sleep: instantClock().sleep }).catch((caught) => caught);
		expect(error).toBeInstanceOf(InferenceClientProviderApiError);
		expect((error as Error).cause).toBe(refusal);
		expect(fetch.calls).toHaveLength(1);
	});

	it("tells onRetry each retry before its wait: attempt, delay, status and kind", async () => {
		const events: RetryEvent[] = [];
		const fetch = scriptedFetch(
			jsonResponse({ error: "loading" }, 503),
			tooMany({ "retry-after": "3" }),
			refused(),
			ok(),
		);
		await sendRequest(POST, {
			...BASE,
			fetch,
			sleep: instantClock().sleep,
			random: NO_JITTER,
			retry: { onRetry: (event) => events.push(event) },
		});
		expect(events).toEqual([
			{ attempt: 1, delayMs: 0, status: 503, kind: "server" },
			{ attempt: 2, delayMs: 3_000, status: 429, kind: "rate-limit" },
			{ attempt: 3, delayMs: 0, status: 0, kind: "connection" },
		]);
	});

	it("stops at once with the caller's reason when aborted during a connection-error wait", async () => {
		const fetch = scriptedFetch(refused(), ok());
		const clock = manualClock();
		const controller = new AbortController();
		const outcome = sendRequest(POST, {
			...BASE,
			fetch,
			sleep: clock.sleep,
			random: HALF_JITTER,
			signal: controller.signal,
		}).catch((e: unknown) => e);
		await clock.advance(0);
		expect(clock.pending()).toBe(1);
		const reason = new DOMException("The operation was aborted.", "AbortError");
		controller.abort(reason);
		expect(await outcome).toBe(reason);
		expect(fetch.calls).toHaveLength(1);
	});
});
