import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { InferenceClientTimeoutError, InferenceOutputError } from "../../src/errors/index.js";
import { ALL_PROTOCOLS } from "../../src/providers/protocols/index.js";
import { clearProviderMappingCache, runTask } from "../../src/routing/index.js";
import type { InferenceProvider, InferenceTask, Options, RequestArgs } from "../../src/types.js";
import { createFakeFetch, type FakeCall, jsonResponse } from "./fake-network.js";

beforeEach(() => clearProviderMappingCache());
afterEach(() => vi.useRealTimers());

function providerNetwork(
	provider: InferenceProvider,
	task: InferenceTask,
	providerId: string,
	answer: (call: FakeCall) => Response,
) {
	return createFakeFetch((url, call) =>
		url.includes("/api/models/")
			? jsonResponse({ inferenceProviderMapping: { [provider]: { providerId, status: "live", task } } })
			: answer(call),
	);
}

/** Runs a task with fake timers, flushing the polling waits. */
async function runWithFakeTimers(
	task: InferenceTask,
	args: object,
	fetchImpl: typeof fetch,
	options: Options = {},
): Promise<unknown> {
	if (!vi.isFakeTimers()) vi.useFakeTimers();
	const pending = runTask({
		protocols: ALL_PROTOCOLS,
		task,
		args: { model: "org/model", ...args } as RequestArgs,
		options: { fetch: fetchImpl, ...options },
	});
	pending.catch(() => {});
	await vi.runAllTimersAsync();
	return pending;
}

describe("fal queue (text-to-video)", () => {
	function queueNetwork(statuses: string[]) {
		let polls = 0;
		return providerNetwork("fal-ai", "text-to-video", "fal-ai/ltx-video", (call) => {
			if (call.method === "POST") {
				return jsonResponse({
					request_id: "req-1",
					status: "IN_QUEUE",
					response_url: "https://queue.fal.run/fal-ai/ltx-video/requests/req-1",
				});
			}
			if (call.url.includes("/status"))
				return jsonResponse({ status: statuses[Math.min(polls++, statuses.length - 1)] });
			if (call.url.includes("/requests/req-1"))
				return jsonResponse({ video: { url: "https://v3.fal.media/video.mp4" } });
			return new Response(new Blob(["mp4"], { type: "video/mp4" }));
		});
	}

	it("through the router: polls status next to the submit URL with its auth, then downloads the video", async () => {
		const net = queueNetwork(["IN_QUEUE", "IN_PROGRESS", "COMPLETED"]);
		const video = await runWithFakeTimers(
			"text-to-video",
			{ provider: "fal-ai", inputs: "a cat", accessToken: "hf_token" },
			net.fetch,
		);
		expect(video).toBeInstanceOf(Blob);
		const urls = net.calls.map((call) => call.url);
		expect(urls).toEqual([
			"https://huggingface.co/api/models/org/model?expand[]=inferenceProviderMapping",
			"https://router.huggingface.co/fal-ai/fal-ai/ltx-video?_subdomain=queue",
			"https://router.huggingface.co/fal-ai/fal-ai/ltx-video/requests/req-1/status?_subdomain=queue",
			"https://router.huggingface.co/fal-ai/fal-ai/ltx-video/requests/req-1/status?_subdomain=queue",
			"https://router.huggingface.co/fal-ai/fal-ai/ltx-video/requests/req-1/status?_subdomain=queue",
			"https://router.huggingface.co/fal-ai/fal-ai/ltx-video/requests/req-1?_subdomain=queue",
			"https://v3.fal.media/video.mp4",
		]);
		expect(net.calls[2]?.headers["authorization"]).toBe("Bearer hf_token");
		expect(net.calls.at(-1)?.headers).not.toHaveProperty("authorization");
	});

	it("with a fal key: the queue host, Key auth", async () => {
		const net = queueNetwork(["COMPLETED"]);
		await runWithFakeTimers(
			"text-to-video",
			{ provider: "fal-ai", inputs: "a cat", accessToken: "fal-key" },
			net.fetch,
		);
		expect(net.calls[1]?.url).toBe("https://queue.fal.run/fal-ai/ltx-video");
		expect(net.calls[2]?.url).toBe("https://queue.fal.run/fal-ai/ltx-video/requests/req-1/status");
		expect(net.calls[2]?.headers["authorization"]).toBe("Key fal-key");
	});

	it("stops on a failure status with a clear error (3.x polled forever)", async () => {
		const net = queueNetwork(["IN_QUEUE", "FAILED"]);
		const error = await runWithFakeTimers("text-to-video", { provider: "fal-ai", inputs: "a cat" }, net.fetch).catch(
			(caught: unknown) => caught,
		);
		expect(error).toBeInstanceOf(InferenceOutputError);
		expect((error as Error).message).toContain("fal-ai queued request ended with status FAILED");
	});

	it("stops when the caller aborts", async () => {
		const net = queueNetwork(["IN_QUEUE"]);
		const controller = new AbortController();
		const pending = runTask({
			protocols: ALL_PROTOCOLS,
			task: "text-to-video",
			args: { model: "org/model", provider: "fal-ai", inputs: "a cat", accessToken: "hf_token" } as RequestArgs,
			options: { fetch: net.fetch, signal: controller.signal },
		});
		const reason = new Error("stop polling");
		setTimeout(() => controller.abort(reason), 1_200);
		await expect(pending).rejects.toBe(reason);
		const polls = net.calls.filter((call) => call.url.includes("/status")).length;
		expect(polls).toBeGreaterThanOrEqual(1);
		expect(polls).toBeLessThanOrEqual(3);
	});

	it("is bounded by options.pollTimeout (default 10 minutes): a typed timeout error naming the option", async () => {
		const net = queueNetwork(["IN_PROGRESS"]);
		const error = await runWithFakeTimers("text-to-video", { provider: "fal-ai", inputs: "a cat" }, net.fetch, {
			pollTimeout: 2_000,
		}).catch((caught: unknown) => caught);
		expect(error).toBeInstanceOf(InferenceClientTimeoutError);
		expect((error as Error).message).toBe(
			"Fal.ai job did not complete within 2000 ms (last status: IN_PROGRESS); raise options.pollTimeout to wait longer",
		);
		// A deadline of 2 s at one poll per 500 ms: the poll due at the deadline is not made.
		expect(net.calls.filter((call) => call.url.includes("/status"))).toHaveLength(3);
		const byDefault = queueNetwork(["IN_PROGRESS"]);
		const defaultError = await runWithFakeTimers(
			"text-to-video",
			{ provider: "fal-ai", inputs: "a cat" },
			byDefault.fetch,
		).catch((caught: unknown) => caught);
		expect((defaultError as Error).message).toContain("within 600000 ms");
		expect(byDefault.calls.filter((call) => call.url.includes("/status"))).toHaveLength(1_199);
	});

	it("an answer without a request id", async () => {
		const net = providerNetwork("fal-ai", "text-to-video", "fal-ai/ltx-video", () => jsonResponse({ detail: "?" }));
		await expect(
			runTask({
				protocols: ALL_PROTOCOLS,
				task: "text-to-video",
				args: { model: "org/model", provider: "fal-ai", inputs: "x" } as RequestArgs,
				options: { fetch: net.fetch },
			}),
		).rejects.toThrow("No request ID found in the response");
	});
});

describe("Black Forest Labs polling", () => {
	function bflNetwork(statuses: string[]) {
		let polls = 0;
		return providerNetwork("black-forest-labs", "text-to-image", "flux-dev", (call) => {
			if (call.method === "POST")
				return jsonResponse({ id: "1", polling_url: "https://api.us1.bfl.ai/v1/get_result?id=1" });
			const status = statuses[Math.min(polls++, statuses.length - 1)];
			return jsonResponse({ status, result: status === "Ready" ? { sample: "https://delivery.bfl/x.jpeg" } : null });
		});
	}

	it("gives up after 5 attempts, 1 second apart", async () => {
		const net = bflNetwork(["Pending"]);
		// The clock is read once fake timers are in place: read before, it could be a real millisecond behind.
		vi.useFakeTimers();
		const started = Date.now();
		const error = await runWithFakeTimers(
			"text-to-image",
			{ provider: "black-forest-labs", inputs: "x" },
			net.fetch,
		).catch((caught: unknown) => caught);
		expect((error as Error).message).toContain("Failed to fetch result from black forest labs API");
		expect(Date.now() - started).toBe(5_000);
		expect(
			net.calls
				.filter((call) => call.url.includes("get_result"))
				.map((call) => new URL(call.url).searchParams.get("attempt")),
		).toEqual(["0", "1", "2", "3", "4"]);
	});

	it("stops at a failure status", async () => {
		const net = bflNetwork(["Pending", "Error"]);
		const error = await runWithFakeTimers(
			"text-to-image",
			{ provider: "black-forest-labs", inputs: "x" },
			net.fetch,
		).catch((caught: unknown) => caught);
		expect((error as Error).message).toContain("Black forest labs request ended with status Error");
		expect(net.calls.filter((call) => call.url.includes("get_result"))).toHaveLength(2);
	});

	it("returns the sample URL with outputType url", async () => {
		const net = bflNetwork(["Ready"]);
		vi.useFakeTimers();
		const pending = runTask({
			protocols: ALL_PROTOCOLS,
			task: "text-to-image",
			args: { model: "org/model", provider: "black-forest-labs", inputs: "x" } as RequestArgs,
			options: { fetch: net.fetch, outputType: "url" },
		});
		await vi.runAllTimersAsync();
		expect(await pending).toBe("https://delivery.bfl/x.jpeg");
	});
});
