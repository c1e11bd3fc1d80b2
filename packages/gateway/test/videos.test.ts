// Videos as jobs through the official openai SDK, against a fake fal queue behind the router: the id carries the
// sealed job handle, so a restarted gateway resumes the job; a forged id is refused before any request.
import OpenAI, { toFile } from "openai";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type FakeFal, startFakeFal, VIDEO } from "./helpers/fake-fal.js";
import type { FakeUpstream } from "./helpers/fake-upstream.js";
import { GATEWAY_KEY, startTestGateway, type TestGateway } from "./helpers/gateway-server.js";

const SECRET = "video-secret-shared-by-instances";

let fal: FakeFal;
let upstream: FakeUpstream;
let gateway: TestGateway;

const openaiFor = (target: TestGateway) => new OpenAI({ baseURL: target.baseURL, apiKey: GATEWAY_KEY, maxRetries: 0 });

beforeEach(async () => {
	fal = await startFakeFal();
	upstream = fal.upstream;
	gateway = await startTestGateway(upstream, { secret: SECRET });
});

afterEach(async () => {
	await gateway.close();
	await upstream.close();
});

describe("videos", () => {
	it("answers at once with an id; a restarted gateway resumes the job from the id alone and never submits again", async () => {
		const video = await openaiFor(gateway).videos.create({ model: "o/video" as never, prompt: "a boat" });
		expect(video).toMatchObject({ object: "video", status: "in_progress", model: "o/video" });
		expect(video.id).toMatch(/^video_/);
		expect(fal.submitted).toBe(1);

		await gateway.close();
		gateway = await startTestGateway(upstream, { secret: SECRET });
		const restarted = openaiFor(gateway);
		expect((await restarted.videos.retrieve(video.id)).status).toBe("in_progress");
		fal.held = false;
		await expect
			.poll(async () => (await restarted.videos.retrieve(video.id)).status, { timeout: 15_000 })
			.toBe("completed");
		const content = await restarted.videos.downloadContent(video.id);
		expect(new Uint8Array(await content.arrayBuffer())).toEqual(VIDEO);
		expect(fal.submitted).toBe(1);
	});

	it("animates an uploaded input_reference image (image to video), the image sent to the provider", async () => {
		const openai = openaiFor(gateway);
		const image = await toFile(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 5]), "still.png", { type: "image/png" });
		const video = await openai.videos.create({
			model: "o/animate" as never,
			prompt: "make it move",
			input_reference: image,
		});
		expect(video.status).toBe("in_progress");
		const submit = upstream.requests.find((request) => request.method === "POST" && request.path.includes("animate"));
		expect(JSON.parse(submit?.body ?? "{}")).toMatchObject({
			prompt: "make it move",
			image_url: expect.stringMatching(/^data:image\/png;base64,/),
		});
		fal.held = false;
		expect(new Uint8Array(await (await openai.videos.downloadContent(video.id)).arrayBuffer())).toEqual(VIDEO);
	});

	it("refuses a forged or foreign id with a 404, before any request upstream", async () => {
		const video = await openaiFor(gateway).videos.create({ model: "o/video" as never, prompt: "a boat" });
		// The gateway that made the id follows its job meanwhile: the ids are checked by instances with an upstream of
		// their own, which must see no request at all. One shares the secret (a forged id), one has its own (a foreign id).
		const quiet = await startFakeFal();
		const sameSecret = await startTestGateway(quiet.upstream, { secret: SECRET });
		const otherSecret = await startTestGateway(quiet.upstream, { secret: "another-secret-entirely" });
		try {
			const body = video.id.slice("video_".length);
			const flipped = `video_${body.slice(0, 30)}${body[30] === "A" ? "B" : "A"}${body.slice(31)}`;
			for (const id of [flipped, "video_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "video_../../etc"]) {
				const error = await openaiFor(sameSecret)
					.videos.retrieve(id)
					.catch((e) => e);
				expect(error).toBeInstanceOf(OpenAI.NotFoundError);
				expect(error.error).toMatchObject({ code: "video_not_found" });
			}
			const foreign = await openaiFor(otherSecret)
				.videos.retrieve(video.id)
				.catch((e) => e);
			expect(foreign).toBeInstanceOf(OpenAI.NotFoundError);
			expect(quiet.upstream.requests).toEqual([]);
		} finally {
			await sameSecret.close();
			await otherSecret.close();
			await quiet.upstream.close();
		}
	});

	it("a client leaving while it waits for the content never cancels the job; DELETE does", async () => {
		const openai = openaiFor(gateway);
		const video = await openai.videos.create({ model: "o/video" as never, prompt: "a boat" });
		const controller = new AbortController();
		const waiting = openai.videos.downloadContent(video.id, undefined, { signal: controller.signal }).catch((e) => e);
		await new Promise((resolve) => setTimeout(resolve, 300));
		controller.abort();
		await waiting;
		await new Promise((resolve) => setTimeout(resolve, 300));
		expect(fal.calls("/cancel")).toBe(0);
		expect((await openai.videos.retrieve(video.id)).status).toBe("in_progress");
		const deleted = await openai.videos.delete(video.id);
		expect(deleted).toMatchObject({ id: video.id, object: "video.deleted", deleted: true });
		expect(fal.calls("/cancel")).toBe(1);
	});
});
