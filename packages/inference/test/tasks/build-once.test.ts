// textToImage and textToVideo build and send their request once per call (3.9.2 built it twice: two hub
// lookups and a duplicated staging warning per call). runTask is wrapped to count the builds.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { TEXT_TO_VIDEO_PROTOCOLS } from "../../src/providers/protocols/by-task.js";
import { clearProviderMappingCache, runTask } from "../../src/routing/index.js";
import { textToImage, textToVideo } from "../../src/tasks/index.js";
import { binaryAnswer, fakeHfInference } from "./fake-hf-inference.js";

vi.mock("../../src/routing/index.js", async (importOriginal) => {
	const original = await importOriginal<typeof import("../../src/routing/index.js")>();
	return { ...original, runTask: vi.fn(original.runTask) };
});

describe("textToImage and textToVideo build the request once", () => {
	beforeEach(() => {
		clearProviderMappingCache();
		vi.mocked(runTask).mockClear();
	});

	it("textToImage: one request build, one hub lookup and one POST per call", async () => {
		const network = fakeHfInference("text-to-image", binaryAnswer("image/jpeg"));
		await textToImage({ model: "stabilityai/stable-diffusion-2", inputs: "a tortoise" }, { fetch: network.fetch });
		expect(runTask).toHaveBeenCalledTimes(1);
		expect(network.requests.map((request) => request.method)).toEqual(["GET", "POST"]);
	});

	it("textToVideo: one request build per call", async () => {
		const video = new Blob([new Uint8Array([0, 0, 0, 24])], { type: "video/mp4" });
		vi.mocked(runTask).mockResolvedValueOnce(video);
		const args = { model: "genmo/mochi-1-preview", provider: "fal-ai" as const, inputs: "a cat" };
		await expect(textToVideo(args)).resolves.toBe(video);
		expect(runTask).toHaveBeenCalledTimes(1);
		expect(runTask).toHaveBeenCalledWith(
			{
				task: "text-to-video",
				protocols: TEXT_TO_VIDEO_PROTOCOLS,
				args,
				options: undefined,
			},
			// The task's output check, run inside each attempt.
			expect.any(Function),
		);
	});
});
