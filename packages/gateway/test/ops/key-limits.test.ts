// Per gateway key limits over real sockets: requests and tokens per minute, dollars per day from the receipts' cost;
// a refusal is a 429 with Retry-After naming the limit, as the openai SDK reads it.
import OpenAI, { RateLimitError } from "openai";
import { afterEach, describe, expect, it } from "vitest";
import type { GatewayOptions } from "../../src/config.js";
import type { UsageStore } from "../../src/limits/key-limits.js";
import { fingerprintOf } from "../../src/middleware/key-limits.js";
import { CHAT_MODEL, chatProvider, type FakeUpstream, startFakeUpstream } from "../helpers/fake-upstream.js";
import { GATEWAY_KEY, startTestGateway, type TestGateway } from "../helpers/gateway-server.js";

const OTHER_KEY = "gw-key-other-0123456789";
/** together's published price: the answer's 5 + 3 tokens cost 8e-6 USD. */
const PRICED_MODEL = {
	id: CHAT_MODEL,
	pipeline_tag: "text-generation",
	providers: { together: ["together-chat", "conversational"] as [string, string] },
	facts: { together: { pricing: { input: 1, output: 1 } } },
};
const CALL_COST = 8e-6;

let upstream: FakeUpstream;
let gateway: TestGateway;
afterEach(async () => {
	await gateway?.close();
	await upstream?.close();
});

async function start(options: GatewayOptions): Promise<void> {
	// Counts are per UTC minute: a test starting in a minute's last seconds waits for the next one.
	const left = 60_000 - (Date.now() % 60_000);
	if (left < 5_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
	upstream = await startFakeUpstream([PRICED_MODEL]);
	upstream.answers.set("together", chatProvider(["hi"]));
	gateway = await startTestGateway(upstream, {
		keys: [GATEWAY_KEY, OTHER_KEY],
		aliases: { cheap: { model: CHAT_MODEL, providers: ["together"], policy: "cheapest" } },
		...options,
	});
}

function chat(key = GATEWAY_KEY, body: Record<string, unknown> = {}): Promise<Response> {
	return fetch(`${gateway.baseURL}/chat/completions`, {
		method: "POST",
		headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
		body: JSON.stringify({ model: "cheap", messages: [{ role: "user", content: "hi" }], ...body }),
	});
}

async function statuses(count: number, key = GATEWAY_KEY): Promise<number[]> {
	const answers: number[] = [];
	for (let i = 0; i < count; i++) {
		const response = await chat(key);
		await response.arrayBuffer();
		answers.push(response.status);
	}
	return answers;
}

describe("per gateway key limits", () => {
	it("requests per minute: the third of 2/min is a 429 naming the limit, with Retry-After; another key is counted apart", async () => {
		await start({ limits: { requestsPerMinute: 2 } });
		expect(await statuses(2)).toEqual([200, 200]);
		const refused = await chat();
		expect(refused.status).toBe(429);
		const retryAfter = Number(refused.headers.get("retry-after"));
		expect(retryAfter).toBeGreaterThanOrEqual(1);
		expect(retryAfter).toBeLessThanOrEqual(60);
		const { error } = (await refused.json()) as { error: Record<string, unknown> };
		const name = await fingerprintOf(GATEWAY_KEY, "key");
		expect(error).toMatchObject({ type: "requests", code: "rate_limit_exceeded", param: null });
		expect(error["message"]).toBe(
			`Rate limit reached for gateway key "${name}" on requests per minute: limit 2, used 2. Try again in ${retryAfter} s.`,
		);
		expect(JSON.stringify(error)).not.toContain(GATEWAY_KEY);
		expect(await statuses(1, OTHER_KEY)).toEqual([200]);
		// Refused requests never reached the provider.
		expect(upstream.requests.filter((request) => request.provider === "together")).toHaveLength(3);
	});

	it("the openai SDK gets a RateLimitError carrying the limit and Retry-After", async () => {
		await start({ limits: { requestsPerMinute: 1 } });
		const openai = new OpenAI({ baseURL: gateway.baseURL, apiKey: GATEWAY_KEY, maxRetries: 0 });
		await openai.chat.completions.create({ model: "cheap", messages: [{ role: "user", content: "hi" }] });
		const error = await openai.chat.completions
			.create({ model: "cheap", messages: [{ role: "user", content: "hi" }] })
			.catch((caught: unknown) => caught);
		expect(error).toBeInstanceOf(RateLimitError);
		expect((error as RateLimitError).message).toContain("on requests per minute");
		expect((error as RateLimitError).headers?.get("retry-after")).toMatch(/^\d+$/);
	});

	it("tokens per minute: counted from the receipts (8 tokens a call): under 10 is admitted, then refused", async () => {
		await start({ limits: { tokensPerMinute: 10 } });
		expect(await statuses(2)).toEqual([200, 200]);
		const refused = await chat();
		expect(refused.status).toBe(429);
		expect(((await refused.json()) as { error: { message: string; type: string } }).error).toMatchObject({
			type: "tokens",
			message: expect.stringContaining("on tokens per minute: limit 10, used 16"),
		});
	});

	it("a stream's tokens count once it has ended", async () => {
		await start({ limits: { tokensPerMinute: 8 } });
		const stream = await chat(GATEWAY_KEY, { stream: true });
		expect(stream.status).toBe(200);
		expect(await stream.text()).toContain("[DONE]");
		await expect.poll(async () => (await chat()).status).toBe(429);
	});

	it("USD per day: from the receipts' cost; a call in flight holds the largest cost seen, so the budget is never passed", async () => {
		// Two calls fit in 2.5 calls' worth; the third would pass it once paid: refused before it is sent.
		await start({ limits: { usdPerDay: CALL_COST * 2.5 } });
		expect(await statuses(2)).toEqual([200, 200]);
		const refused = await chat();
		expect(refused.status).toBe(429);
		const { error } = (await refused.json()) as { error: Record<string, unknown> };
		expect(error).toMatchObject({ type: "insufficient_quota", code: "insufficient_quota" });
		expect(error["message"]).toContain("on USD per day");
		const now = new Date();
		const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
		expect(Number(refused.headers.get("retry-after"))).toBeCloseTo((midnight - Date.now()) / 1000, -1);
		expect(upstream.requests.filter((request) => request.provider === "together")).toHaveLength(2);
	});

	it("keyLimits, by a key's fingerprint, replaces limits for that key", async () => {
		await start({
			limits: { requestsPerMinute: 1 },
			keyLimits: { [await fingerprintOf(OTHER_KEY, "key")]: { requestsPerMinute: 3 } },
		});
		expect(await statuses(2)).toEqual([200, 429]);
		expect(await statuses(4, OTHER_KEY)).toEqual([200, 200, 200, 429]);
	});

	it("a usage store that does not answer admits nobody: 503 saying so, nothing sent upstream", async () => {
		const broken: UsageStore = {
			admit: () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:5432")),
			settle: () => Promise.resolve(),
			close: () => Promise.resolve(),
		};
		await start({ limits: { requestsPerMinute: 10 }, usageStore: broken });
		const refused = await chat();
		expect(refused.status).toBe(503);
		expect(refused.headers.get("retry-after")).toBe("1");
		const { error } = (await refused.json()) as { error: Record<string, unknown> };
		expect(error).toMatchObject({ code: "usage_unavailable" });
		expect(String(error["message"])).not.toContain("5432");
		expect(upstream.requests.filter((request) => request.provider === "together")).toHaveLength(0);
	});
});
