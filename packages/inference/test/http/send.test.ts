import { afterEach, describe, expect, it, vi } from "vitest";
import { InferenceClientHubApiError, InferenceClientProviderApiError } from "../../src/errors/index.js";
import { BACKOFF_CAP_MS, RETRY_AFTER_CAP_MS, retryDelay, sendRequest } from "../../src/http/index.js";
import { instantClock, jsonResponse, manualClock, POST, scriptedFetch } from "./helpers.js";

const unavailable = (headers: Record<string, string> = {}) =>
	jsonResponse({ error: "Model is currently loading", estimated_time: 20 }, 503, headers);
const ok = () => jsonResponse({ generated_text: "hi" });

afterEach(() => {
	vi.unstubAllGlobals();
});

describe("sendRequest: the call", () => {
	it("sends method, headers, body and credentials through the caller's fetch and returns the OK response", async () => {
		const fetch = scriptedFetch(ok());
		const response = await sendRequest(
			{ ...POST, credentials: "include" },
			{ service: "provider", fetch, sleep: instantClock().sleep },
		);
		expect(await response.json()).toEqual({ generated_text: "hi" });
		expect(fetch.calls).toHaveLength(1);
		expect(fetch.calls[0]?.url).toBe(POST.url);
		expect(fetch.calls[0]?.init).toMatchObject({
			method: "POST",
			headers: POST.headers,
			body: '{"model":"m"}',
			credentials: "include",
		});
	});

	it("encodes the body once for all attempts: JSON text, Blob leaves as base64, bytes as they are", async () => {
		const fetch = scriptedFetch(jsonResponse({ error: "loading" }, 503), ok());
		const image = new Blob([Uint8Array.of(0x89, 0x50, 0x4e, 0x47)], { type: "image/png" });
		await sendRequest(
			{ ...POST, body: { inputs: { image, question: "what?" } } },
			{ service: "provider", fetch, sleep: instantClock().sleep, random: () => 0 },
		);
		const bodies = fetch.calls.map((call) => call.init?.body);
		expect(bodies).toEqual([
			'{"inputs":{"image":"iVBORw==","question":"what?"}}',
			'{"inputs":{"image":"iVBORw==","question":"what?"}}',
		]);
		const bytes = scriptedFetch(ok());
		const audio = new Blob([Uint8Array.of(0x52, 0x49, 0x46, 0x46)], { type: "audio/wav" });
		await sendRequest({ ...POST, body: audio }, { service: "provider", fetch: bytes });
		expect(bytes.calls[0]?.init?.body).toBe(audio);
	});

	it("looks the global fetch up at call time, not at import time", async () => {
		const fetch = scriptedFetch(ok());
		vi.stubGlobal("fetch", fetch);
		await sendRequest(POST, { service: "provider" });
		expect(fetch.calls).toHaveLength(1);
	});

	it("passes the caller's signal to fetch", async () => {
		const fetch = scriptedFetch(ok());
		const controller = new AbortController();
		await sendRequest(POST, { service: "provider", fetch, signal: controller.signal });
		expect(fetch.calls[0]?.init.signal).toBe(controller.signal);
	});

	it("turns a network failure into a typed error naming the host only, keeping the cause", async () => {
		const failure = new TypeError("fetch failed");
		const fetch = scriptedFetch(failure);
		const error = await sendRequest(
			{ ...POST, url: "https://api.together.xyz/v1/chat?api_key=sk-secret-value" },
			{ service: "provider", provider: "together", fetch },
		).catch((e: unknown) => e);
		expect(error).toBeInstanceOf(InferenceClientProviderApiError);
		const typed = error as InferenceClientProviderApiError;
		expect(typed.message).toBe("Network error while calling api.together.xyz: fetch failed");
		expect(typed.cause).toBe(failure);
		expect(typed.httpResponse.status).toBe(0);
		expect(typed.provider).toBe("together");
		expect(typed.httpRequest.url).toBe("https://api.together.xyz/v1/chat");
	});

	it("keeps the fetch's own message without the query string of the URL it quotes", async () => {
		const url = "https://api.example/v1/run?page=2&api_key=sk-secret-value";
		const fetch = scriptedFetch(new TypeError(`request to ${url} failed, reason: ECONNREFUSED`));
		const error = await sendRequest({ ...POST, url }, { service: "provider", fetch }).catch((e: unknown) => e);
		expect((error as Error).message).toBe(
			"Network error while calling api.example: request to https://api.example/v1/run failed, reason: ECONNREFUSED",
		);
	});

	it("uses the hub error class for hub calls", async () => {
		const fetch = scriptedFetch(jsonResponse({ error: "Repository not found" }, 404));
		const error = await sendRequest(
			{ url: "https://huggingface.co/api/models/x", method: "GET", headers: {} },
			{ service: "hub", fetch },
		).catch((e: unknown) => e);
		expect(error).toBeInstanceOf(InferenceClientHubApiError);
		expect((error as Error).message).toBe("Repository not found");
	});
});

describe("sendRequest: 503 retries", () => {
	it("retries a 503 then returns the 200, waiting the backoff delays of the clock", async () => {
		const fetch = scriptedFetch(unavailable(), unavailable(), ok());
		const clock = instantClock();
		const response = await sendRequest(POST, { service: "provider", fetch, sleep: clock.sleep, random: () => 0.5 });
		expect(response.status).toBe(200);
		expect(fetch.calls).toHaveLength(3);
		expect(clock.waits).toEqual([250, 500]);
	});

	it("grows the backoff window exponentially up to its cap (full jitter)", () => {
		const full = () => 0.999_999;
		expect(retryDelay(0, null, full)).toBe(499);
		expect(retryDelay(1, null, full)).toBe(999);
		expect(retryDelay(3, null, full)).toBe(3999);
		expect(retryDelay(10, null, full)).toBe(BACKOFF_CAP_MS - 1);
		expect(retryDelay(5000, null, full)).toBe(BACKOFF_CAP_MS - 1);
		expect(retryDelay(4, null, () => 0)).toBe(0);
	});

	it("honours Retry-After in seconds", async () => {
		const fetch = scriptedFetch(unavailable({ "retry-after": "3" }), ok());
		const clock = instantClock();
		await sendRequest(POST, { service: "provider", fetch, sleep: clock.sleep, random: () => 0 });
		expect(clock.waits).toEqual([3000]);
	});

	it("honours Retry-After as an HTTP date", () => {
		const now = Date.parse("Sun, 22 Nov 2026 10:00:00 GMT");
		expect(retryDelay(0, "Sun, 22 Nov 2026 10:00:07 GMT", () => 0, now)).toBe(7000);
		expect(retryDelay(0, "Sun, 22 Nov 2026 09:00:00 GMT", () => 0, now)).toBe(0);
	});

	it("honours Retry-After as an HTTP date on a real retry", async () => {
		const inFiveSeconds = new Date(Date.now() + 5_000).toUTCString();
		const fetch = scriptedFetch(unavailable({ "retry-after": inFiveSeconds }), ok());
		const clock = instantClock();
		await sendRequest(POST, { service: "provider", fetch, sleep: clock.sleep, random: () => 0 });
		expect(clock.waits).toHaveLength(1);
		expect(clock.waits[0]).toBeGreaterThan(3_000);
		expect(clock.waits[0]).toBeLessThanOrEqual(5_000);
	});

	it("caps Retry-After, never waits less than the jittered backoff, ignores unreadable values", () => {
		expect(retryDelay(0, "86400", () => 0)).toBe(RETRY_AFTER_CAP_MS);
		expect(retryDelay(3, "0", () => 0.5)).toBe(2000);
		expect(retryDelay(1, "soon", () => 0.5)).toBe(500);
	});

	it("returns the 503 as an error at once when retryOnError is false", async () => {
		const fetch = scriptedFetch(unavailable(), ok());
		const clock = instantClock();
		const error = await sendRequest(POST, {
			service: "provider",
			fetch,
			sleep: clock.sleep,
			retryOnError: false,
		}).catch((e: unknown) => e);
		expect(error).toBeInstanceOf(InferenceClientProviderApiError);
		expect((error as InferenceClientProviderApiError).message).toBe("Model is currently loading");
		expect((error as InferenceClientProviderApiError).httpResponse.status).toBe(503);
		expect(fetch.calls).toHaveLength(1);
		expect(clock.waits).toEqual([]);
	});

	it("stops after maxRetries retries and throws the last 503", async () => {
		const fetch = scriptedFetch(() => unavailable());
		const clock = instantClock();
		const error = await sendRequest(POST, { service: "provider", fetch, sleep: clock.sleep, maxRetries: 3 }).catch(
			(e: unknown) => e,
		);
		expect((error as InferenceClientProviderApiError).httpResponse.status).toBe(503);
		expect(fetch.calls).toHaveLength(4);
		expect(clock.waits).toHaveLength(3);
	});

	it("retries without limit by default", async () => {
		const answers = [...Array.from({ length: 40 }, () => unavailable()), ok()];
		const fetch = scriptedFetch(...answers);
		const response = await sendRequest(POST, { service: "provider", fetch, sleep: instantClock().sleep });
		expect(response.status).toBe(200);
		expect(fetch.calls).toHaveLength(41);
	});

	it("does not retry other failures (429 is the bounded policy's: see retry-policy.test.ts)", async () => {
		for (const status of [400, 401, 403, 404, 422, 500, 502]) {
			const fetch = scriptedFetch(jsonResponse({ error: "nope" }, status), ok());
			await expect(sendRequest(POST, { service: "provider", fetch, sleep: instantClock().sleep })).rejects.toThrow(
				"nope",
			);
			expect(fetch.calls).toHaveLength(1);
		}
	});

	it("cancels the body of each 503 it retries", async () => {
		let cancelled = 0;
		const body = () =>
			new ReadableStream({
				cancel() {
					cancelled++;
				},
			});
		const fetch = scriptedFetch(() => new Response(body(), { status: 503 }), ok());
		await sendRequest(POST, { service: "provider", fetch, sleep: instantClock().sleep });
		expect(cancelled).toBe(1);
	});

	it("stops at once with the abort reason when the caller aborts during a backoff wait", async () => {
		const fetch = scriptedFetch(() => unavailable());
		const clock = manualClock();
		const controller = new AbortController();
		const outcome = sendRequest(POST, {
			service: "provider",
			fetch,
			sleep: clock.sleep,
			signal: controller.signal,
		}).catch((e: unknown) => e);
		await clock.advance(0);
		expect(clock.pending()).toBe(1);
		const reason = new DOMException("The operation was aborted.", "AbortError");
		controller.abort(reason);
		expect(await outcome).toBe(reason);
		expect(fetch.calls).toHaveLength(1);
		expect(clock.pending()).toBe(0);
	});

	it("rejects at once, without a call, when the signal is already aborted", async () => {
		const fetch = scriptedFetch(ok());
		const controller = new AbortController();
		controller.abort(new Error("gone"));
		await expect(sendRequest(POST, { service: "provider", fetch, signal: controller.signal })).rejects.toThrow("gone");
		expect(fetch.calls).toHaveLength(0);
	});

	it("rethrows the abort error of fetch as is", async () => {
		const controller = new AbortController();
		const fetch = scriptedFetch(async () => {
			controller.abort();
			throw controller.signal.reason;
		});
		const error = await sendRequest(POST, { service: "provider", fetch, signal: controller.signal }).catch(
			(e: unknown) => e,
		);
		expect(error).toBe(controller.signal.reason);
		expect((error as DOMException).name).toBe("AbortError");
	});
});
