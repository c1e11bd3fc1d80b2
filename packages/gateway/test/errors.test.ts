// The errors as the official openai SDK receives them: its typed classes by status, OpenAI's error object, and its
// retries honouring the gateway's Retry-After.
import OpenAI from "openai";
import { afterEach, describe, expect, it } from "vitest";
import type { GatewayOptions } from "../src/config.js";
import { CHAT_MODEL, chatProvider, type FakeUpstream, json, startFakeUpstream } from "./helpers/fake-upstream.js";
import { GATEWAY_KEY, HF_TOKEN, startTestGateway, type TestGateway } from "./helpers/gateway-server.js";

let upstream: FakeUpstream;
let gateway: TestGateway;

async function start(options: GatewayOptions = {}) {
	upstream = await startFakeUpstream();
	gateway = await startTestGateway(upstream, options);
	return new OpenAI({ baseURL: gateway.baseURL, apiKey: GATEWAY_KEY, maxRetries: 0 });
}

afterEach(async () => {
	await gateway?.close();
	await upstream?.close();
});

const messages = [{ role: "user" as const, content: "hi" }];

describe("errors", () => {
	it("401 without a key and with a wrong one, as AuthenticationError", async () => {
		await start();
		for (const apiKey of ["wrong-key-0123456789", "gw-key-0123456789abcdeX"]) {
			const openai = new OpenAI({ baseURL: gateway.baseURL, apiKey, maxRetries: 0 });
			const error = await openai.chat.completions.create({ model: CHAT_MODEL, messages }).catch((e) => e);
			expect(error).toBeInstanceOf(OpenAI.AuthenticationError);
			expect(error.error).toMatchObject({ type: "authentication_error", code: "invalid_api_key" });
		}
		const bare = await fetch(`${gateway.baseURL}/chat/completions`, { method: "POST", body: "{}" });
		expect(bare.status).toBe(401);
		expect(await bare.json()).toMatchObject({ error: { code: "missing_api_key", param: null } });
		expect(bare.headers.get("x-request-id")).toMatch(/^req_[0-9a-f-]{36}$/);
		// A caller's own plain request id is kept (it ties its logs to ours); anything else is replaced.
		for (const [given, kept] of [
			["trace-42.a:b", true],
			["bad id with spaces", false],
		] as const) {
			const answer = await fetch(`${gateway.url}/healthz`, { headers: { "x-request-id": given } });
			expect(answer.headers.get("x-request-id") === given).toBe(kept);
		}
		expect(upstream.requests).toEqual([]);
	});

	it("400 for a body that is not JSON, a missing field, a provider that does not exist", async () => {
		const openai = await start();
		const notJson = await fetch(`${gateway.baseURL}/chat/completions`, {
			method: "POST",
			headers: { authorization: `Bearer ${GATEWAY_KEY}`, "content-type": "application/json" },
			body: "{not json",
		});
		expect(notJson.status).toBe(400);
		expect((await notJson.json()).error.code).toBe("invalid_json");
		const noMessages = await openai.chat.completions.create({ model: CHAT_MODEL, messages: [] }).catch((e) => e);
		expect(noMessages).toBeInstanceOf(OpenAI.BadRequestError);
		expect(noMessages.error).toMatchObject({ param: "messages" });
		const badProvider = await openai.chat.completions
			.create({ model: `${CHAT_MODEL}:nobody`, messages })
			.catch((e) => e);
		expect(badProvider).toBeInstanceOf(OpenAI.BadRequestError);
		expect(badProvider.message).toContain('"nobody" is neither a provider');
	});

	it("404 model_not_found for a model the hub does not know, and for an unknown URL", async () => {
		const openai = await start();
		const error = await openai.chat.completions.create({ model: "nobody/nothing", messages }).catch((e) => e);
		expect(error).toBeInstanceOf(OpenAI.NotFoundError);
		expect(error.error).toMatchObject({ code: "model_not_found", param: "model" });
		const unknown = await fetch(`${gateway.baseURL}/nothing-here`, {
			headers: { authorization: `Bearer ${GATEWAY_KEY}` },
		});
		expect(unknown.status).toBe(404);
	});

	it("502 when every provider failed, naming the attempts, never the upstream token", async () => {
		const openai = await start();
		upstream.answers.set("groq", (_request, res) => json(res, 500, { error: "boom" }));
		upstream.answers.set("together", (_request, res) => json(res, 500, { error: "also boom" }));
		const error = await openai.chat.completions
			.create({ model: `${CHAT_MODEL}:groq,together`, messages })
			.catch((e) => e);
		expect(error).toBeInstanceOf(OpenAI.InternalServerError);
		expect(error.status).toBe(502);
		expect(error.message).toContain("groq: HTTP 500 server");
		expect(error.message).toContain("together: HTTP 500 server");
		expect(error.message).not.toContain(HF_TOKEN);
		await expect.poll(() => gateway.log.length).toBe(1);
		expect(gateway.log[0]).toMatchObject({ status: 502, error: "upstream_failed", attempts: 2 });
	});

	it("504 when the upstream deadline passes", async () => {
		const openai = await start({ clientOptions: { timeout: 300 } });
		upstream.answers.set("groq", () => {}); // never answers
		const error = await openai.chat.completions.create({ model: `${CHAT_MODEL}:groq`, messages }).catch((e) => e);
		expect(error).toBeInstanceOf(OpenAI.APIError);
		expect(error.status).toBe(504);
		expect(error.error).toMatchObject({ code: "upstream_timeout" });
	});

	it("429 with Retry-After, which the SDK's own retries honour before it succeeds", async () => {
		await start({ clientOptions: { retry: { limit: 0 } } });
		let calls = 0;
		const times: number[] = [];
		upstream.answers.set("groq", (request, res, req) => {
			times.push(Date.now());
			if (++calls === 1) return json(res, 429, { error: "slow down" }, { "retry-after": "1" });
			return chatProvider(["ok"])(request, res, req);
		});
		const openai = new OpenAI({ baseURL: gateway.baseURL, apiKey: GATEWAY_KEY, maxRetries: 1 });
		const answer = await openai.chat.completions.create({ model: `${CHAT_MODEL}:groq`, messages });
		expect(answer.choices[0]?.message.content).toBe("ok");
		expect(calls).toBe(2);
		// The SDK waited what the gateway's Retry-After said (1 s), not its own short backoff.
		expect((times[1] ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(950);

		const noRetry = new OpenAI({ baseURL: gateway.baseURL, apiKey: GATEWAY_KEY, maxRetries: 0 });
		calls = 0;
		const refused = await noRetry.chat.completions.create({ model: `${CHAT_MODEL}:groq`, messages }).catch((e) => e);
		expect(refused).toBeInstanceOf(OpenAI.RateLimitError);
		const response = refused.headers as Headers;
		expect(response.get("retry-after")).toBe("1");
	});
});
