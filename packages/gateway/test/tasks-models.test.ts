// POST /v1/tasks/{task} for the other Hub tasks (JSON, base64 and multipart binary inputs), GET /v1/models,
// /healthz and /readyz.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_MODEL, DEFAULT_MODELS, type FakeUpstream, json, startFakeUpstream } from "./helpers/fake-upstream.js";
import { GATEWAY_KEY, startTestGateway, type TestGateway } from "./helpers/gateway-server.js";

const IMAGE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 9, 8, 7]);
let upstream: FakeUpstream;
let gateway: TestGateway;

beforeAll(async () => {
	upstream = await startFakeUpstream([
		{ ...DEFAULT_MODELS[0]!, facts: { groq: { supports_tools: true, context_length: 131072 } } },
		{
			id: "org/sentiment",
			pipeline_tag: "text-classification",
			providers: { "hf-inference": ["org/sentiment", "text-classification"] },
		},
		{
			id: "google/vit",
			pipeline_tag: "image-classification",
			providers: { "hf-inference": ["google/vit", "image-classification"] },
		},
	]);
	upstream.answers.set("hf-inference", (request, res) => {
		if (request.path.includes("org/sentiment")) return json(res, 200, [[{ label: "POSITIVE", score: 0.99 }]]);
		if (request.path.includes("google/vit"))
			return json(res, 200, [{ label: `cat (${request.body.length} bytes)`, score: 0.9 }]);
		json(res, 404, { error: "no" });
	});
	gateway = await startTestGateway(upstream, { aliases: { llama: { model: CHAT_MODEL, providers: ["groq"] } } });
});

afterAll(async () => {
	await gateway.close();
	await upstream.close();
});

const post = (path: string, body: BodyInit, type?: string) =>
	fetch(`${gateway.baseURL}${path}`, {
		method: "POST",
		headers: { authorization: `Bearer ${GATEWAY_KEY}`, ...(type ? { "content-type": type } : {}) },
		body,
	});

describe("other tasks", () => {
	it("runs a text task with the task function's arguments", async () => {
		const response = await post(
			"/tasks/text-classification",
			JSON.stringify({ model: "org/sentiment", inputs: "I love it" }),
			"application/json",
		);
		expect(response.status).toBe(200);
		expect(await response.json()).toEqual([{ label: "POSITIVE", score: 0.99 }]);
		expect(response.headers.get("x-modelyard-provider")).toBe("hf-inference");
	});

	it("takes a binary input as base64 JSON or as a multipart file", async () => {
		const asBase64 = await post(
			"/tasks/image-classification",
			JSON.stringify({
				model: "google/vit",
				inputs: { base64: Buffer.from(IMAGE).toString("base64"), type: "image/png" },
			}),
			"application/json",
		);
		expect(await asBase64.json()).toEqual([{ label: `cat (${IMAGE.length} bytes)`, score: 0.9 }]);
		const form = new FormData();
		form.set("model", "google/vit");
		form.set("inputs", new Blob([IMAGE], { type: "image/png" }), "cat.png");
		const asFile = await post("/tasks/image-classification", form);
		expect(await asFile.json()).toEqual([{ label: `cat (${IMAGE.length} bytes)`, score: 0.9 }]);
	});

	it("answers 404 for what is not a task here", async () => {
		for (const task of ["no-such-task", "request", "constructor", "chat-completion-stream"]) {
			const response = await post(`/tasks/${task}`, JSON.stringify({ model: "org/sentiment" }), "application/json");
			expect(response.status).toBe(404);
			expect((await response.json()).error.code).toBe("unknown_task");
		}
	});
});

describe("models and health", () => {
	it("lists aliases with their providers' capabilities, then the router's models", async () => {
		const response = await fetch(`${gateway.baseURL}/models`, { headers: { authorization: `Bearer ${GATEWAY_KEY}` } });
		const list = (await response.json()) as { object: string; data: Record<string, unknown>[] };
		expect(list.object).toBe("list");
		expect(list.data[0]).toMatchObject({
			id: "llama",
			object: "model",
			model: CHAT_MODEL,
			providers: [{ provider: "groq", tools: true, contextLength: 131072 }],
		});
		expect(list.data.map((model) => model.id)).toEqual(["llama", CHAT_MODEL, "org/sentiment", "google/vit"]);
		expect(list.data[1]).toMatchObject({
			object: "model",
			providers: expect.arrayContaining([expect.objectContaining({ provider: "groq", supports_tools: true })]),
		});
	});

	it("answers /healthz and /readyz without a key", async () => {
		expect(await (await fetch(`${gateway.url}/healthz`)).json()).toEqual({ status: "ok" });
		expect((await fetch(`${gateway.url}/readyz`)).status).toBe(200);
		expect((await fetch(`${gateway.baseURL}/models`)).status).toBe(401);
	});
});
