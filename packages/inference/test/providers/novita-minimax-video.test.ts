// Novita serves MiniMax video models on MiniMax's own task API (`v3/minimax/v2/video_generation`, polled at
// `.../query/video_generation/{id}`), with the prompt as a `content` part. Answers written from the API docs.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearProviderMappingCache, InferenceOutputError, imageTextToVideo, textToVideo } from "../../src/index.js";

const MODEL = "minimax-hailuo-02";
const VIDEO_URL = "https://cdn.minimax.example/contract/output.mp4";
const VIDEO = Uint8Array.of(0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70);

interface Seen {
	url: string;
	method: string;
	authorization: string | null;
	body: unknown;
}

/** A fake network: the hub maps the model to MiniMax on Novita; status answers come from `statuses` in turn. */
function network(statuses: readonly Record<string, unknown>[], task = "text-to-video") {
	const seen: Seen[] = [];
	let polls = 0;
	const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
		const url = String(input);
		const headers = new Headers(init.headers);
		const body = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
		seen.push({ url, method: init.method ?? "GET", authorization: headers.get("authorization"), body });
		if (url.startsWith("https://huggingface.co/api/models/")) {
			const mapping = [{ provider: "novita", providerId: MODEL, status: "live", task }];
			return Response.json({ inferenceProviderMapping: mapping });
		}
		if (url.endsWith("/v3/minimax/v2/video_generation")) return Response.json({ task_id: "mm-task-1" });
		if (url.includes("/v3/minimax/v2/query/video_generation/mm-task-1")) {
			const status = statuses[Math.min(polls, statuses.length - 1)];
			polls += 1;
			return Response.json({ task: { id: "mm-task-1", ...status } });
		}
		if (url === VIDEO_URL) return new Response(new Blob([VIDEO], { type: "video/mp4" }));
		throw new Error(`Unexpected request ${url}`);
	};
	return { fetch: fetch as typeof globalThis.fetch, seen };
}

async function settle<T>(promise: Promise<T>): Promise<T> {
	let done = false;
	const finish = () => {
		done = true;
	};
	promise.then(finish, finish);
	while (!done) await vi.advanceTimersByTimeAsync(500);
	return promise;
}

const args = (accessToken: string) => ({
	model: "MiniMaxAI/Hailuo-02",
	provider: "novita" as const,
	accessToken,
	inputs: "A cat surfing",
	parameters: { duration: 6, resolution: "768P" },
});

beforeEach(() => {
	clearProviderMappingCache();
	vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
});
afterEach(() => vi.useRealTimers());

describe("novita MiniMax text-to-video", () => {
	it("submits the prompt as a content part, polls the MiniMax query route until succeeded, downloads the video", async () => {
		const { fetch, seen } = network([{ status: "running" }, { status: "succeeded", content: { url: VIDEO_URL } }]);
		const video = await settle(textToVideo(args("novita-key"), { fetch }));
		expect(video.type).toBe("video/mp4");
		expect(video.size).toBe(VIDEO.length);
		const calls = seen.filter((call) => !call.url.startsWith("https://huggingface.co/"));
		expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
			"POST https://api.novita.ai/v3/minimax/v2/video_generation",
			"GET https://api.novita.ai/v3/minimax/v2/query/video_generation/mm-task-1",
			"GET https://api.novita.ai/v3/minimax/v2/query/video_generation/mm-task-1",
			`GET ${VIDEO_URL}`,
		]);
		expect(calls[0]?.body).toEqual({
			duration: 6,
			resolution: "768P",
			ratio: "16:9",
			model: MODEL,
			content: [{ type: "text", text: "A cat surfing" }],
		});
		expect(calls.slice(1, 3).every((call) => call.authorization === "Bearer novita-key")).toBe(true);
		expect(calls[3]?.authorization).toBeNull();
	});

	it("through the router, the query route keeps the router's /novita prefix", async () => {
		const { fetch, seen } = network([{ status: "succeeded", content: { url: VIDEO_URL } }]);
		await settle(textToVideo(args("hf_routerToken123"), { fetch }));
		expect(seen.map((call) => call.url)).toContain(
			"https://router.huggingface.co/novita/v3/minimax/v2/query/video_generation/mm-task-1",
		);
	});

	it("a failed task: a typed output error with the reason", async () => {
		const { fetch } = network([{ status: "failed", error: { message: "Content moderation" } }]);
		const error = await settle(textToVideo(args("novita-key"), { fetch })).catch((caught: unknown) => caught);
		expect(error).toBeInstanceOf(InferenceOutputError);
		expect((error as Error).message).toContain("Novita job ended with status failed: Content moderation");
	});
});

describe("novita MiniMax: the settings MiniMax's API documents, with its defaults", () => {
	const DONE = [{ status: "succeeded", content: { url: VIDEO_URL } }];
	const submitted = (seen: Seen[]) => seen.find((call) => call.method === "POST")?.body;

	/** The body a text-to-video call of "A cat" with `parameters` submits (through the router, a hub token). */
	async function textBody(parameters?: Parameters<typeof textToVideo>[0]["parameters"]) {
		const { fetch, seen } = network(DONE);
		const call = {
			model: "MiniMaxAI/Hailuo-02",
			provider: "novita" as const,
			accessToken: "hf_minimaxToken123",
			inputs: "A cat",
		};
		await settle(textToVideo({ ...call, ...(parameters ? { parameters } : {}) }, { fetch }));
		return submitted(seen);
	}

	const framesAndSize = {
		num_frames: 240,
		target_size: { width: 1080, height: 1920 },
		guidance_scale: 7,
		negative_prompt: ["blur"],
		num_inference_steps: 30,
		seed: 1,
	};

	it.each([
		["a prompt alone: 4 s, 768P, 16:9", undefined, { duration: 4, resolution: "768P", ratio: "16:9" }],
		[
			"num_frames and target_size give the duration, resolution and ratio; settings MiniMax lacks are not sent",
			framesAndSize,
			{ duration: 10, resolution: "768P", ratio: "9:16" },
		],
	])("%s", async (_name, parameters, settings) => {
		expect(await textBody(parameters)).toEqual({
			...settings,
			model: MODEL,
			content: [{ type: "text", text: "A cat" }],
		});
	});

	it("a first frame without a ratio: adaptive (the frame's own shape); the caller's values win", async () => {
		const { fetch, seen } = network(DONE, "image-text-to-video");
		const frame = new Blob([Uint8Array.of(0x89, 0x50, 0x4e, 0x47)], { type: "image/png" });
		await settle(
			imageTextToVideo(
				{
					model: "MiniMaxAI/Hailuo-02",
					provider: "novita",
					accessToken: "hf_minimaxToken123",
					inputs: frame,
					parameters: { prompt: "It dances", duration: 6, target_size: { width: 2560, height: 1440 } },
				},
				{ fetch },
			),
		);
		expect(submitted(seen)).toMatchObject({ duration: 6, resolution: "2K", ratio: "adaptive" });
	});
});
