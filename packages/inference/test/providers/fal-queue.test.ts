// fal-ai's queued tasks beyond the contract cases: audio fal cannot decode is refused before any request, a
// request still in progress is polled every 500 ms until it completes, a result without the task's media is a
// typed output error naming the format expected.
import { afterEach, describe, expect, it, vi } from "vitest";
import { InferenceClientInputError, InferenceOutputError } from "../../src/errors/index.js";
import { audioToAudio, clearProviderMappingCache, imageToVideo, textToAudio } from "../../src/index.js";

const KEY = "fal-key-123";
const QUEUE = "https://queue.fal.run";

/** A hub mapping to fal-ai, and a queue whose status answers are `statuses` in turn (then COMPLETED). */
function fakeFal(task: string, providerId: string, result: unknown, statuses: string[] = []) {
	const seen: string[] = [];
	const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
		const url = String(input);
		seen.push(`${init.method ?? "GET"} ${url}`);
		if (url.startsWith("https://huggingface.co/api/models/")) {
			return Response.json({ inferenceProviderMapping: [{ provider: "fal-ai", providerId, status: "live", task }] });
		}
		if (init.method === "POST") {
			return Response.json({ request_id: "r1", response_url: `${QUEUE}/${providerId}/requests/r1` });
		}
		if (url.endsWith("/status")) return Response.json({ status: statuses.shift() ?? "COMPLETED" });
		if (url.endsWith("/requests/r1")) return Response.json(result);
		return new Response(new Blob([Uint8Array.of(1, 2, 3)], { type: "video/mp4" }));
	});
	return { fetch: fetch as unknown as typeof globalThis.fetch, seen };
}

afterEach(() => {
	clearProviderMappingCache();
	vi.useRealTimers();
});

describe("fal-ai queue", () => {
	it("refuses FLAC for audio-to-audio before any request, naming the types fal decodes", async () => {
		const { fetch, seen } = fakeFal("audio-to-audio", "fal-ai/personaplex", {});
		const call = audioToAudio(
			{ model: "o/m", provider: "fal-ai", accessToken: KEY, inputs: new Blob(["x"], { type: "audio/flac" }) },
			{ fetch },
		);
		await expect(call).rejects.toBeInstanceOf(InferenceClientInputError);
		await expect(call).rejects.toThrow(
			"Provider fal-ai does not support blob type audio/flac - supported content types are: audio/mpeg, audio/mp3, audio/wav, audio/wave, audio/x-wav, audio/webm, video/webm",
		);
		expect(seen.filter((line) => line.startsWith("POST"))).toEqual([]);
	});

	it("polls every 500 ms while the request is queued or in progress, then downloads the video", async () => {
		vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
		const result = { video: { url: "https://v3.fal.media/files/clip.mp4" } };
		const { fetch, seen } = fakeFal("image-to-video", "fal-ai/wan-i2v", result, ["IN_QUEUE", "IN_PROGRESS"]);
		const call = imageToVideo(
			{ model: "o/m", provider: "fal-ai", accessToken: KEY, inputs: new Blob(["i"], { type: "image/png" }) },
			{ fetch },
		);
		const polls = () => seen.filter((line) => line.endsWith("/status")).length;
		await vi.advanceTimersByTimeAsync(499);
		expect(polls()).toBe(0);
		await vi.advanceTimersByTimeAsync(1);
		expect(polls()).toBe(1);
		await vi.advanceTimersByTimeAsync(1_000);
		expect(polls()).toBe(3);
		const video = await call;
		expect(video.type).toBe("video/mp4");
		expect(seen.at(-1)).toBe("GET https://v3.fal.media/files/clip.mp4");
	});

	it("a result without the task's media is an output error naming the format expected", async () => {
		vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
		const { fetch } = fakeFal("text-to-audio", "fal-ai/stable-audio", { images: [] });
		const call = textToAudio({ model: "o/m", provider: "fal-ai", accessToken: KEY, inputs: "rain" }, { fetch });
		const outcome = call.catch((caught: unknown) => caught);
		await vi.advanceTimersByTimeAsync(500);
		const error = await outcome;
		expect(error).toBeInstanceOf(InferenceOutputError);
		expect((error as Error).message).toContain(
			'Expected { audio_file: { url: string } } or { audio: { url: string } } result format, got instead: {"images":[]}',
		);
	});
});
