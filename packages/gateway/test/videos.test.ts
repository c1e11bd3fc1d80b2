// Videos as jobs through the official openai SDK, against a fake fal queue behind the router: the id carries the
// sealed job handle, so a restarted gateway resumes the job; a forged id is refused before any request.
import OpenAI from "openai";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type FakeUpstream, json, startFakeUpstream } from "./helpers/fake-upstream.js";
import { GATEWAY_KEY, startTestGateway, type TestGateway } from "./helpers/gateway-server.js";

const VIDEO = new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 1, 2, 3]);
const SECRET = "video-secret-shared-by-instances";
const QUEUE = "/fal-ai/fal-ai/video";

let upstream: FakeUpstream;
let gateway: TestGateway;
let held = true;
let submitted = 0;

const openaiFor = (target: TestGateway) => new OpenAI({ baseURL: target.baseURL, apiKey: GATEWAY_KEY, maxRetries: 0 });
const queueCalls = (suffix: string) => upstream.requests.filter((request) => request.path.includes(suffix)).length;

beforeEach(async () => {
	held = true;
	submitted = 0;
	upstream = await startFakeUpstream([
		{ id: "o/video", pipeline_tag: "text-to-video", providers: { "fal-ai": ["fal-ai/video", "text-to-video"] } },
	]);
	upstream.answers.set("fal-ai", (request, res) => {
		if (request.method === "POST" && request.path === `${QUEUE}?_subdomain=queue`) {
			const id = `job${++submitted}`;
			return json(res, 200, { request_id: id, response_url: `https://queue.fal.run/fal-ai/video/requests/${id}` });
		}
		if (request.method === "PUT" && /\/cancel\?/.test(request.path))
			return json(res, 202, { status: "CANCELLATION_REQUESTED" });
		if (/\/status\?/.test(request.path)) return json(res, 200, { status: held ? "IN_PROGRESS" : "COMPLETED" });
		const job = /requests\/(job\d+)\?/.exec(request.path);
		if (job) return json(res, 200, { video: { url: `${upstream.url}/media/${job[1]}.mp4` } });
		json(res, 404, { detail: "not found" });
	});
	upstream.answers.set("media", (_request, res) => {
		res.writeHead(200, { "content-type": "video/mp4" });
		res.end(VIDEO);
	});
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
		expect(submitted).toBe(1);

		await gateway.close();
		gateway = await startTestGateway(upstream, { secret: SECRET });
		const restarted = openaiFor(gateway);
		expect((await restarted.videos.retrieve(video.id)).status).toBe("in_progress");
		held = false;
		await expect
			.poll(async () => (await restarted.videos.retrieve(video.id)).status, { timeout: 15_000 })
			.toBe("completed");
		const content = await restarted.videos.downloadContent(video.id);
		expect(new Uint8Array(await content.arrayBuffer())).toEqual(VIDEO);
		expect(submitted).toBe(1);
	});

	it("refuses a forged or foreign id with a 404, before any request upstream", async () => {
		const openai = openaiFor(gateway);
		const video = await openai.videos.create({ model: "o/video" as never, prompt: "a boat" });
		const before = upstream.requests.length;
		const body = video.id.slice("video_".length);
		const flipped = `video_${body.slice(0, 30)}${body[30] === "A" ? "B" : "A"}${body.slice(31)}`;
		for (const id of [flipped, "video_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "video_../../etc"]) {
			const error = await openai.videos.retrieve(id).catch((e) => e);
			expect(error).toBeInstanceOf(OpenAI.NotFoundError);
			expect(error.error).toMatchObject({ code: "video_not_found" });
		}
		// Another gateway's secret: its ids are not this one's.
		const other = await startTestGateway(upstream, { secret: "another-secret-entirely" });
		const foreign = await openaiFor(other)
			.videos.retrieve(video.id)
			.catch((e) => e);
		await other.close();
		expect(foreign).toBeInstanceOf(OpenAI.NotFoundError);
		expect(upstream.requests.length).toBe(before);
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
		expect(queueCalls("/cancel")).toBe(0);
		expect((await openai.videos.retrieve(video.id)).status).toBe("in_progress");
		const deleted = await openai.videos.delete(video.id);
		expect(deleted).toMatchObject({ id: video.id, object: "video.deleted", deleted: true });
		expect(queueCalls("/cancel")).toBe(1);
	});
});
