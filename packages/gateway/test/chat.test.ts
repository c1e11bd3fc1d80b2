// POST /v1/chat/completions through the official openai SDK, over loopback sockets, against a fake router.
import OpenAI from "openai";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CHAT_MODEL, chatProvider, type FakeUpstream, json, startFakeUpstream } from "./helpers/fake-upstream.js";
import { GATEWAY_KEY, HF_TOKEN, startTestGateway, type TestGateway } from "./helpers/gateway-server.js";

let upstream: FakeUpstream;
let gateway: TestGateway;
let openai: OpenAI;

beforeEach(async () => {
	upstream = await startFakeUpstream();
	gateway = await startTestGateway(upstream);
	openai = new OpenAI({ baseURL: gateway.baseURL, apiKey: GATEWAY_KEY, maxRetries: 0 });
});

afterEach(async () => {
	await gateway.close();
	await upstream.close();
});

const messages = [{ role: "user" as const, content: "Say hello" }];

describe("chat completions", () => {
	it("answers a plain chat with the served-by headers, the upstream called with the gateway's token", async () => {
		upstream.answers.set("groq", chatProvider(["Hello", " there"]));
		const { data, response } = await openai.chat.completions
			.create({ model: `${CHAT_MODEL}:groq`, messages })
			.withResponse();
		expect(data.choices[0]?.message.content).toBe("Hello there");
		expect(response.headers.get("x-modelyard-provider")).toBe("groq");
		expect(response.headers.get("x-modelyard-attempts")).toBe("1");
		expect(response.headers.get("x-request-id")).toMatch(/^req_/);
		const call = upstream.requests.find((request) => request.path.endsWith("/chat/completions"));
		expect(call?.authorization).toBe(`Bearer ${HF_TOKEN}`);
		expect(JSON.parse(call?.body ?? "{}")).toMatchObject({ model: "llama-3.3-70b-versatile", messages });
	});

	it("streams chunk by chunk with include_usage, and writes one access-log line with tokens and no prompt", async () => {
		upstream.answers.set("together", chatProvider(["a", "b", "c"]));
		const { data: stream, response } = await openai.chat.completions
			.create({ model: `${CHAT_MODEL}:together`, messages, stream: true, stream_options: { include_usage: true } })
			.withResponse();
		expect(response.headers.get("x-modelyard-provider")).toBe("together");
		const pieces: string[] = [];
		let usage: unknown;
		for await (const part of stream) {
			if (part.choices[0]?.delta.content) pieces.push(part.choices[0].delta.content);
			if (part.usage) usage = part.usage;
		}
		expect(pieces).toEqual(["a", "b", "c"]);
		expect(usage).toEqual({ prompt_tokens: 5, completion_tokens: 3, total_tokens: 8 });
		await expect.poll(() => gateway.log.length).toBe(1);
		const [line] = gateway.log;
		expect(line).toMatchObject({ status: 200, provider: "together", attempts: 1, tokens: { total: 8 } });
		expect(line?.firstTokenMs).toBeGreaterThan(0);
		expect(JSON.stringify(line)).not.toContain("Say hello");
		expect(JSON.stringify(line)).not.toContain(HF_TOKEN);
	});

	it("hides the usage chunk the gateway asked for itself from a caller who did not ask", async () => {
		upstream.answers.set("together", chatProvider(["x", "y"]));
		const stream = await openai.chat.completions.create({ model: `${CHAT_MODEL}:together`, messages, stream: true });
		const parts = [];
		for await (const part of stream) parts.push(part);
		expect(parts.map((part) => part.choices[0]?.delta.content)).toEqual(["x", "y"]);
		expect(parts.some((part) => part.usage)).toBe(false);
	});

	it("falls back along a provider list when the first fails, and says so in the headers", async () => {
		upstream.answers.set("groq", (_request, res) => json(res, 503, { error: "overloaded" }));
		upstream.answers.set("together", chatProvider(["fine"]));
		const { data, response } = await openai.chat.completions
			.create({ model: `${CHAT_MODEL}:groq,together`, messages }, { maxRetries: 0 })
			.withResponse();
		expect(data.choices[0]?.message.content).toBe("fine");
		expect(response.headers.get("x-modelyard-provider")).toBe("together");
		expect(response.headers.get("x-modelyard-attempts")).toBe("2");
	});
});
