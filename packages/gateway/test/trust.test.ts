// The gateway's credentials stay in it; callers present gateway keys; with pass-through, a caller's own hub token pays.
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
}

afterEach(async () => {
	await gateway.close();
	await upstream.close();
});

const messages = [{ role: "user" as const, content: "hi" }];
const CALLER_TOKEN = "hf_caller_own_token_abcdefghij";

describe("trust", () => {
	it("never echoes the upstream token, even when a provider's error repeats it", async () => {
		await start();
		upstream.answers.set("groq", (request, res) =>
			json(res, 500, { error: `invalid credentials: ${request.authorization}` }),
		);
		const openai = new OpenAI({ baseURL: gateway.baseURL, apiKey: GATEWAY_KEY, maxRetries: 0 });
		const error = await openai.chat.completions.create({ model: `${CHAT_MODEL}:groq`, messages }).catch((e) => e);
		expect(error.status).toBe(502);
		expect(JSON.stringify(error.error)).not.toContain(HF_TOKEN);
		expect(JSON.stringify(gateway.log)).not.toContain(HF_TOKEN);
	});

	it("with pass-through, a caller's own hf_ token pays: the provider sees it, not the gateway's", async () => {
		await start({ passThrough: true });
		upstream.answers.set("groq", chatProvider(["paid by caller"]));
		const openai = new OpenAI({ baseURL: gateway.baseURL, apiKey: CALLER_TOKEN, maxRetries: 0 });
		const answer = await openai.chat.completions.create({ model: `${CHAT_MODEL}:groq`, messages });
		expect(answer.choices[0]?.message.content).toBe("paid by caller");
		const calls = upstream.requests.filter((request) => request.method === "POST");
		expect(calls.map((call) => call.authorization)).toEqual([`Bearer ${CALLER_TOKEN}`]);
		expect(upstream.requests.some((request) => request.authorization?.includes(HF_TOKEN))).toBe(false);
	});

	it("with pass-through, the upstream refusing the caller's token is the caller's 401", async () => {
		await start({ passThrough: true });
		upstream.answers.set("groq", (_request, res) => json(res, 401, { error: "Invalid credentials" }));
		const openai = new OpenAI({ baseURL: gateway.baseURL, apiKey: CALLER_TOKEN, maxRetries: 0 });
		const error = await openai.chat.completions.create({ model: `${CHAT_MODEL}:groq`, messages }).catch((e) => e);
		expect(error).toBeInstanceOf(OpenAI.AuthenticationError);
		expect(error.message).not.toContain(CALLER_TOKEN);
	});

	it("without pass-through, an hf_ token is not a gateway key", async () => {
		await start();
		const openai = new OpenAI({ baseURL: gateway.baseURL, apiKey: CALLER_TOKEN, maxRetries: 0 });
		const error = await openai.chat.completions.create({ model: `${CHAT_MODEL}:groq`, messages }).catch((e) => e);
		expect(error).toBeInstanceOf(OpenAI.AuthenticationError);
		expect(upstream.requests).toEqual([]);
	});
});
