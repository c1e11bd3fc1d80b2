// The follow-up calls of an answer (Black Forest Labs result polls, fal queue status and result, output
// downloads): a refusal is the 3.x InferenceOutputError saying what failed, with the server's status and words;
// a body cut mid-download is the same typed error as any other cut body.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { InferenceClientProviderApiError, InferenceOutputError } from "../../src/errors/index.js";
import { textToImage, textToSpeech, textToVideo } from "../../src/index.js";
import { clearProviderMappingCache } from "../../src/routing/index.js";
import { createFakeFetch, jsonResponse } from "../routing/fake-network.js";
import { type Loopback, startLoopback } from "./loopback.js";

let server: Loopback | undefined;
beforeEach(() => clearProviderMappingCache());
afterEach(async () => {
	vi.useRealTimers();
	await server?.close();
	server = undefined;
});

function mapping(provider: string, task: string, providerId: string): Response {
	return jsonResponse({ inferenceProviderMapping: { [provider]: { providerId, status: "live", task } } });
}

/** Runs the call with fake timers, flushing the polling waits; resolves with what it threw. */
async function failureWithFakeTimers(call: () => Promise<unknown>): Promise<unknown> {
	vi.useFakeTimers();
	const pending = call().then(
		() => undefined,
		(error: unknown) => error,
	);
	await vi.runAllTimersAsync();
	return pending;
}

function expectFollowUpError(error: unknown, failure: string, status: number, serverWords: string): void {
	expect(error).toBeInstanceOf(InferenceOutputError);
	const message = (error as Error).message;
	expect(message, message).toContain(`Invalid inference output: ${failure} (HTTP ${status}: ${serverWords})`);
	expect((error as InferenceOutputError).status).toBe(status);
	expect((error as Error).cause).toBeInstanceOf(InferenceClientProviderApiError);
}

describe("follow-up calls answered with an HTTP error", () => {
	it("a Black Forest Labs result poll answered 500", async () => {
		const network = createFakeFetch((url, call) => {
			if (url.includes("/api/models/")) return mapping("black-forest-labs", "text-to-image", "flux-dev");
			if (call.method === "POST")
				return jsonResponse({ id: "1", polling_url: "https://api.us1.bfl.ai/v1/get_result?id=1" });
			return new Response("boom", { status: 500, headers: { "content-type": "text/plain" } });
		});
		const error = await failureWithFakeTimers(() =>
			textToImage(
				{ model: "o/m", provider: "black-forest-labs", inputs: "a cat", accessToken: "bfl-key-123456" },
				{ fetch: network.fetch },
			),
		);
		expectFollowUpError(error, "Failed to fetch result from black forest labs API", 500, "boom");
	});

	it("a fal queue status poll answered 502, then its result answered 404", async () => {
		for (const [failing, failure, status] of [
			["/status", "Failed to fetch response status from fal-ai API", 502],
			["/requests/r1", "Failed to fetch result response from fal-ai API", 404],
		] as const) {
			clearProviderMappingCache();
			const network = createFakeFetch((url, call) => {
				if (url.includes("/api/models/")) return mapping("fal-ai", "text-to-video", "fal-ai/ltx-video");
				if (call.method === "POST") {
					return jsonResponse({
						request_id: "r1",
						status: "IN_QUEUE",
						response_url: "https://queue.fal.run/fal-ai/ltx-video/requests/r1",
					});
				}
				if (url.endsWith(failing)) return jsonResponse({ detail: "boom" }, status);
				if (url.includes("/status")) return jsonResponse({ status: "COMPLETED" });
				return jsonResponse({ video: { url: "https://v3.fal.media/video.mp4" } });
			});
			const error = await failureWithFakeTimers(() =>
				textToVideo(
					{ model: "o/m", provider: "fal-ai", inputs: "a cat", accessToken: "fal-key-123456" },
					{ fetch: network.fetch },
				),
			);
			expectFollowUpError(error, failure, status, "boom");
		}
	});

	it("a fal text-to-speech audio download answered 404: 3.x's words, then the status and the server's words", async () => {
		const network = createFakeFetch((url, call) => {
			if (url.includes("/api/models/")) return mapping("fal-ai", "text-to-speech", "fal-ai/tts");
			if (call.method === "POST") return jsonResponse({ audio: { url: "https://v3.fal.media/a.mp3" } });
			return new Response("gone", { status: 404, headers: { "content-type": "text/plain" } });
		});
		const error = await textToSpeech(
			{ model: "o/m", provider: "fal-ai", inputs: "hello", accessToken: "fal-key-123456" },
			{ fetch: network.fetch },
		).catch((caught: unknown) => caught);
		expectFollowUpError(
			error,
			"Error fetching or processing audio from Fal.ai Text-to-Speech URL: https://v3.fal.media/a.mp3",
			404,
			"gone",
		);
	});
});

describe("a download cut mid-body", () => {
	it("is a typed API error with its status, not fetch's TypeError: terminated", async () => {
		server = await startLoopback((request, response) => {
			const path = request.url ?? "";
			if (path.startsWith("/api/models/")) {
				response.writeHead(200, { "content-type": "application/json" });
				const entry = { providerId: "owner/image-model", status: "live", task: "text-to-image" };
				response.end(JSON.stringify({ inferenceProviderMapping: { replicate: entry } }));
			} else if (request.method === "POST") {
				response.writeHead(200, { "content-type": "application/json" });
				response.end(JSON.stringify({ status: "succeeded", output: [`${server?.url}/files/cat.png`] }));
			} else {
				response.writeHead(200, { "content-type": "image/png", "content-length": "100000" });
				response.write(Buffer.alloc(1000, 1), () => response.destroy());
			}
		});
		const error = await textToImage(
			{ model: "o/m", provider: "replicate", inputs: "a cat", accessToken: "hf_loopbacktoken123" },
			{ hubUrl: server.url, routerUrl: `${server.url}/router`, timeout: 1_500 },
		).catch((caught: unknown) => caught);
		expect(error).toBeInstanceOf(InferenceClientProviderApiError);
		expect((error as Error).message).toMatch(/^Response body could not be read/);
		expect((error as InferenceClientProviderApiError).httpResponse.status).toBe(200);
		expect((error as InferenceClientProviderApiError).httpRequest.url).toBe(`${server.url}/files/cat.png`);
	}, 2_000);
});
