// Image-and-text tasks called with a prompt and no image: what each provider's API takes then. fal's queue has the
// model's text endpoint (its id minus the last segment) on its own host; through the router the mapped id is
// the route, kept whole. Answers written from fal's queue API documentation.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearProviderMappingCache, imageTextToImage, imageTextToVideo } from "../../src/index.js";
import { createFakeFetch, jsonResponse } from "../routing/fake-network.js";

const HF_TOKEN = "hf_withoutImageToken123";
const FAL_KEY = "fal-without-image-key-456";
const MEDIA = "https://v3.fal.media/files/contract/output.bin";

/** A hub mapping `model` to fal's `providerId` for `task`, and a fal queue finishing at once. */
function falQueue(task: string, providerId: string) {
	return createFakeFetch((url, call) => {
		if (url.startsWith("https://huggingface.co/api/models/")) {
			return jsonResponse({ inferenceProviderMapping: [{ provider: "fal-ai", providerId, status: "live", task }] });
		}
		if (call.method === "POST") {
			// fal answers with the queue URL of the endpoint the request was submitted to.
			const submitted = new URL(url).pathname.replace(/^\/fal-ai\/(?=fal-ai\/)/, "/");
			const requestUrl = `https://queue.fal.run${submitted}/requests/req-1`;
			return jsonResponse({ request_id: "req-1", response_url: requestUrl, status_url: `${requestUrl}/status` });
		}
		if (url.includes("/requests/req-1/status")) return jsonResponse({ status: "COMPLETED" });
		if (url.includes("/requests/req-1")) {
			return jsonResponse({ images: [{ url: MEDIA }], video: { url: MEDIA } });
		}
		if (url === MEDIA) return new Response(new Blob([Uint8Array.of(1, 2, 3)], { type: "image/png" }));
		throw new Error(`Unexpected request ${call.method} ${url}`);
	});
}

async function settle<T>(promise: Promise<T>): Promise<T> {
	let done = false;
	const finish = () => {
		done = true;
	};
	promise.then(finish, finish);
	while (!done) await vi.advanceTimersByTimeAsync(250);
	return promise;
}

beforeEach(() => {
	clearProviderMappingCache();
	vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
});
afterEach(() => vi.useRealTimers());

const CALLS = [
	["image-text-to-image", imageTextToImage, "fal-ai/flux-2/edit", "fal-ai/flux-2"],
	["image-text-to-video", imageTextToVideo, "fal-ai/wan/v2.2-a14b/image-to-video", "fal-ai/wan/v2.2-a14b"],
] as const;

describe("fal-ai image-and-text tasks without an image", () => {
	it.each(CALLS)(
		"%s direct: the queue's text endpoint, the model id minus its last segment",
		async (task, call, id, textId) => {
			const network = falQueue(task, id);
			const args = {
				model: "org/model",
				provider: "fal-ai" as const,
				accessToken: FAL_KEY,
				parameters: { prompt: "a fox" },
			};
			await settle(call(args, { fetch: network.fetch }));
			const submit = network.calls.find((request) => request.method === "POST");
			expect(submit?.url).toBe(`https://queue.fal.run/${textId}`);
			expect(JSON.parse(String(submit?.body))).toEqual({ prompt: "a fox" });
			// Polling follows the submitted route, on the same host.
			expect(network.calls.map((request) => request.url)).toContain(
				`https://queue.fal.run/${textId}/requests/req-1/status`,
			);
		},
	);

	it.each(CALLS)("%s through the router: the mapped model id kept whole", async (task, call, id) => {
		const network = falQueue(task, id);
		const args = {
			model: "org/model",
			provider: "fal-ai" as const,
			accessToken: HF_TOKEN,
			parameters: { prompt: "a fox" },
		};
		await settle(call(args, { fetch: network.fetch }));
		const submit = network.calls.find((request) => request.method === "POST");
		expect(submit?.url).toBe(`https://router.huggingface.co/fal-ai/${id}?_subdomain=queue`);
		expect(submit?.headers["authorization"]).toBe(`Bearer ${HF_TOKEN}`);
		expect(JSON.parse(String(submit?.body))).toEqual({ prompt: "a fox" });
		expect(network.calls.map((request) => request.url)).toContain(
			`https://router.huggingface.co/fal-ai/${id}/requests/req-1/status?_subdomain=queue`,
		);
	});
});

describe("wavespeed text-and-image-to-video (TI2V) models without an image", () => {
	const WAVESPEED_KEY = "wavespeed-ti2v-key-789";
	const TI2V_ID = "wavespeed-ai/wan-2.2/ti2v-5b-720p";
	const RESULT = "https://api.wavespeed.ai/api/v3/predictions/ws-1/result";

	function wavespeedJob(providerId: string) {
		return createFakeFetch((url, call) => {
			if (url.startsWith("https://huggingface.co/api/models/")) {
				return jsonResponse({
					inferenceProviderMapping: [
						{ provider: "wavespeed", providerId, status: "live", task: "image-text-to-video" },
					],
				});
			}
			if (call.method === "POST") return jsonResponse({ code: 200, data: { id: "ws-1", urls: { get: RESULT } } });
			// Polled on the host the job went to (the router, or WaveSpeed's own).
			if (url.endsWith(new URL(RESULT).pathname)) {
				return jsonResponse({ code: 200, data: { status: "completed", outputs: [MEDIA] } });
			}
			if (url === MEDIA) return new Response(new Blob([Uint8Array.of(1, 2, 3)], { type: "video/mp4" }));
			throw new Error(`Unexpected request ${call.method} ${url}`);
		});
	}

	it.each([
		["a WaveSpeed key", WAVESPEED_KEY, `https://api.wavespeed.ai/api/v3/${TI2V_ID}`],
		["a hub token", HF_TOKEN, `https://router.huggingface.co/wavespeed/api/v3/${TI2V_ID}`],
	])("a prompt alone is sent as a prompt, without an image (%s)", async (_how, accessToken, submitUrl) => {
		const network = wavespeedJob(TI2V_ID);
		const video = await settle(
			imageTextToVideo(
				{ model: "Wan-AI/Wan2.2-TI2V-5B", provider: "wavespeed", accessToken, parameters: { prompt: "a fox" } },
				{ fetch: network.fetch },
			),
		);
		expect(video.size).toBe(3);
		const submit = network.calls.find((request) => request.method === "POST");
		expect(submit?.url).toBe(submitUrl);
		expect(JSON.parse(String(submit?.body))).toEqual({ prompt: "a fox" });
	});

	it("with an image, the image goes as before", async () => {
		const network = wavespeedJob(TI2V_ID);
		await settle(
			imageTextToVideo(
				{
					model: "Wan-AI/Wan2.2-TI2V-5B",
					provider: "wavespeed",
					accessToken: WAVESPEED_KEY,
					inputs: new Blob([Uint8Array.of(7, 8, 9)], { type: "image/png" }),
					parameters: { prompt: "a fox" },
				},
				{ fetch: network.fetch },
			),
		);
		const submit = network.calls.find((request) => request.method === "POST");
		expect(JSON.parse(String(submit?.body))).toEqual({ prompt: "a fox", image: "BwgJ", images: ["BwgJ"] });
	});
});
