// Polling loops against a loopback router (fal-ai's queue through `routerUrl`, the mapping through `hubUrl`):
// a queue that never completes is stopped by the call's timeout, and the number of polls stays bounded.
import { afterEach, describe, expect, it } from "vitest";
import { InferenceClientTimeoutError, InferenceOutputError } from "../../src/errors/index.js";
import { textToVideo } from "../../src/index.js";
import { clearProviderMappingCache } from "../../src/routing/index.js";
import { type Loopback, startLoopback } from "./loopback.js";

let server: Loopback | undefined;

afterEach(async () => {
	clearProviderMappingCache();
	await server?.close();
	server = undefined;
});

/** A hub mapping the model to fal-ai, and a fal queue whose status calls answer `status(pollIndex)`. */
async function falQueue(model: string, status: (poll: number) => string): Promise<Loopback> {
	let polls = 0;
	server = await startLoopback((request, response) => {
		response.writeHead(200, { "content-type": "application/json" });
		const path = request.url ?? "";
		if (path.startsWith("/api/models/")) {
			const mapping = { "fal-ai": { providerId: "fal-ai/video", status: "live", task: "text-to-video" } };
			response.end(JSON.stringify({ id: model, inferenceProviderMapping: mapping }));
		} else if (request.method === "POST") {
			const responseUrl = `${server?.url}/router/fal-ai/fal-ai/video/requests/r1`;
			response.end(JSON.stringify({ request_id: "r1", status: "IN_QUEUE", response_url: responseUrl }));
		} else {
			response.end(JSON.stringify({ status: status(polls++) }));
		}
	});
	return server;
}

const TOKEN = "hf_loopbacktokenloopback";

describe("fal-ai queue polling", () => {
	it("a queue that never completes is stopped by the call's timeout, with a bounded number of polls", async () => {
		const loopback = await falQueue("o/never", () => "IN_QUEUE");
		const started = Date.now();
		const error = await textToVideo(
			{ model: "o/never", provider: "fal-ai", inputs: "a cat", accessToken: TOKEN },
			{ hubUrl: loopback.url, routerUrl: `${loopback.url}/router`, timeout: 2_000 },
		).catch((caught: unknown) => caught);
		expect(error).toBeInstanceOf(InferenceClientTimeoutError);
		// The whole call's budget, not what was left of it for the last request.
		expect((error as InferenceClientTimeoutError).timeoutMs).toBe(2_000);
		// Well under the bound, with room for a loaded machine.
		expect(Date.now() - started).toBeLessThan(4_000);
		const polls = loopback.requests.filter((request) => request.url.includes("/status"));
		// One poll per 500 ms: at most 4 fit in 2 s (the hub lookup and the submit take some of it on a loaded machine).
		expect(polls.length).toBeGreaterThanOrEqual(1);
		expect(polls.length).toBeLessThanOrEqual(4);
	}, 8_000);

	it("a queue that fails stops at once with a typed error", async () => {
		const loopback = await falQueue("o/fails", () => "FAILED");
		const error = await textToVideo(
			{ model: "o/fails", provider: "fal-ai", inputs: "a cat", accessToken: TOKEN },
			{ hubUrl: loopback.url, routerUrl: `${loopback.url}/router`, timeout: 1_500 },
		).catch((caught: unknown) => caught);
		expect(error).toBeInstanceOf(InferenceOutputError);
		expect((error as Error).message).toContain("fal-ai queued request ended with status FAILED");
		expect(loopback.requests.filter((request) => request.url.includes("/status"))).toHaveLength(1);
	}, 2_000);
});
