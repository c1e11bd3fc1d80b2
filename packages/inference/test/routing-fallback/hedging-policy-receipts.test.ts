import { describe, expect, it } from "vitest";
import {
	chatCompletion,
	chatCompletionStream,
	InferenceClient,
	InferenceClientInputError,
	type Receipt,
	RoutingState,
} from "../../src/index.js";
import {
	answers,
	at,
	chatAnswer,
	chatMapping,
	type FakeRouter,
	MODEL,
	messages,
	startRouter,
	TOKEN,
} from "./router-loopback.js";

describe("hedging: hedgeAfterMs starts the next provider when the first has not answered", () => {
	it("the first success wins, the slow one is cancelled and its connection closed: exactly two requests", async () => {
		// fireworks answers once together's request has arrived: on a loaded machine the hedge may start before it
		// does, and a win then would cancel together before the server saw it.
		const router: FakeRouter = await startRouter({
			together: answers.after(1_500, answers.chat("slow")),
			"fireworks-ai": async (request, response, hit) => {
				while (router.hits("together") === 0) await new Promise((resolve) => setTimeout(resolve, 5));
				answers.chat("fast")(request, response, hit);
			},
			nebius: answers.chat("never asked"),
		});
		const receipts: Receipt[] = [];
		const output = await chatCompletion(
			{ accessToken: TOKEN, model: MODEL, provider: ["together", "fireworks-ai", "nebius"], messages },
			{ ...at(router), hedgeAfterMs: 100, onReceipt: (receipt) => receipts.push(receipt) },
		);
		expect(output.choices[0]?.message?.content).toBe("fast");
		// Exactly two requests (the server may see them in either order).
		expect(router.received.map(({ provider }) => provider).sort()).toEqual(["fireworks-ai", "together"]);
		await router.providerSocketsClosed("together", 1_000);
		expect(receipts[0]?.attempts).toMatchObject([
			{ provider: "together", cancelled: true },
			{ provider: "fireworks-ai", hedged: true, status: 200 },
		]);
		expect(receipts[0]?.attempts[0]?.kind).toBeUndefined();
	});

	it("a first provider that answers in time is not hedged: one request", async () => {
		const router = await startRouter({ together: answers.chat("quick"), "fireworks-ai": answers.chat("never asked") });
		const output = await chatCompletion(
			{ accessToken: TOKEN, model: MODEL, provider: ["together", "fireworks-ai"], messages },
			{ ...at(router), hedgeAfterMs: 1_000 },
		);
		expect(output.choices[0]?.message?.content).toBe("quick");
		expect(router.received).toHaveLength(1);
	});

	it("streams hedge on the first event: the slow stream is cancelled, the text comes once", async () => {
		const router = await startRouter({
			together: answers.after(1_500, answers.stream(["slow"])),
			"fireworks-ai": answers.stream(["fa", "st"]),
		});
		let text = "";
		for await (const chunk of chatCompletionStream(
			{ accessToken: TOKEN, model: MODEL, provider: ["together", "fireworks-ai"], messages },
			{ ...at(router), hedgeAfterMs: 100 },
		)) {
			text += chunk.choices[0]?.delta?.content ?? "";
		}
		expect(text).toBe("fast");
		expect(router.received).toHaveLength(2);
		await router.providerSocketsClosed("together", 1_000);
	});
});

const PUBLISHED = {
	object: "list",
	data: [
		{
			id: MODEL,
			object: "model",
			providers: [
				{
					provider: "together",
					status: "live",
					pricing: { input: 0.9, output: 0.9 },
					first_token_latency_ms: 400,
					throughput: 50,
				},
				{ provider: "fireworks-ai", status: "live", pricing: { input: 0.2, output: 0.6 }, first_token_latency_ms: 900 },
				{ provider: "nebius", status: "live", throughput: 100 },
				{ provider: "sambanova", status: "live", pricing: { input: 0.2, output: 0.6 } },
			],
		},
	],
};
const MAPPING_ORDER = ["together", "fireworks-ai", "nebius", "sambanova"];

/** The order a policy tries the providers in, read from the receipt of a call they all fail. */
async function triedOrder(
	router: FakeRouter,
	policy: "preferred" | "fastest" | "cheapest",
	client?: InferenceClient,
): Promise<string[]> {
	const receipts: Receipt[] = [];
	const args = { model: MODEL, provider: "auto" as const, messages };
	const options = {
		...at(router),
		policy,
		retry_on_error: false,
		onReceipt: (r: Receipt) => receipts.push(r),
		...(client ? {} : { routingState: new RoutingState() }),
	};
	await (client
		? client.chatCompletion(args, options)
		: chatCompletion({ ...args, accessToken: TOKEN }, options)
	).catch(() => {});
	return receipts[0]?.attempts.map(({ provider }) => provider) ?? [];
}

describe("policies order the providers deterministically (ties keep the mapping's order)", () => {
	it("preferred: the mapping's order; cheapest: the router's published price, unknown last; fastest: published latency", async () => {
		const router = await startRouter(
			Object.fromEntries(MAPPING_ORDER.map((provider) => [provider, answers.status(503)])),
			{
				mapping: chatMapping(MAPPING_ORDER),
				published: PUBLISHED,
			},
		);
		for (let run = 0; run < 2; run++) {
			expect(await triedOrder(router, "preferred")).toEqual(MAPPING_ORDER);
			expect(await triedOrder(router, "cheapest")).toEqual(["fireworks-ai", "sambanova", "together", "nebius"]);
			expect(await triedOrder(router, "fastest")).toEqual(["together", "fireworks-ai", "nebius", "sambanova"]);
		}
	});

	it("fastest and cheapest read client state: a free call without routingState is refused before any provider request", async () => {
		const router = await startRouter({ together: answers.chat("never") });
		const error = await chatCompletion(
			{ accessToken: TOKEN, model: MODEL, provider: "auto", messages },
			{ ...at(router), policy: "fastest" },
		).catch((caught: unknown) => caught);
		expect(error).toBeInstanceOf(InferenceClientInputError);
		expect(router.received).toEqual([]);
	});

	it("fastest puts first what this client measured answering, then what the router publishes", async () => {
		const sambanovaAnswers = { hits: 0 };
		const router = await startRouter(
			{
				...Object.fromEntries(MAPPING_ORDER.map((provider) => [provider, answers.status(503)])),
				sambanova: (request, response, hit) => {
					sambanovaAnswers.hits++;
					(hit === 0 ? answers.chat("measured") : answers.status(503))(request, response, hit);
				},
			},
			{ mapping: chatMapping(MAPPING_ORDER), published: PUBLISHED },
		);
		const client = new InferenceClient(TOKEN, { breaker: false });
		expect(await triedOrder(router, "preferred", client)).toEqual(MAPPING_ORDER);
		expect(sambanovaAnswers.hits).toBe(1);
		expect(await triedOrder(router, "fastest", client)).toEqual(["sambanova", "together", "fireworks-ai", "nebius"]);
	});
});

describe("receipts", () => {
	it("a router policy's receipt names who served (x-inference-provider), the request id, timings, usage", async () => {
		const router = await startRouter({
			v1: answers.json(chatAnswer("hi", { prompt_tokens: 3, completion_tokens: 2 }), 200, {
				"x-inference-provider": "nebius",
				"x-request-id": "req-123",
			}),
		});
		const receipts: Receipt[] = [];
		await chatCompletion(
			{ accessToken: TOKEN, model: `${MODEL}:fastest`, messages },
			{ ...at(router), onReceipt: (receipt) => receipts.push(receipt) },
		);
		expect(receipts).toHaveLength(1);
		const [receipt] = receipts;
		expect(receipt).toMatchObject({
			task: "conversational",
			provider: "nebius",
			routedBy: "router",
			ok: true,
			requestId: "req-123",
			usage: { prompt_tokens: 3, completion_tokens: 2 },
			attempts: [{ provider: "fastest", status: 200, requestId: "req-123" }],
		});
		expect(receipt?.firstByteMs).toBeGreaterThanOrEqual(0);
		expect(receipt?.latencyMs).toBeGreaterThanOrEqual(receipt?.firstByteMs ?? 0);
		expect(JSON.parse(JSON.stringify(receipt))).toEqual(receipt);
		expect(JSON.stringify(receipt)).not.toContain(TOKEN);
	});

	it("a plain call's failure (one provider, no onReceipt) still has the status and request id in error.receipt", async () => {
		const router = await startRouter({ together: answers.status(400, { "x-request-id": "req-400" }) });
		const error = await chatCompletion(
			{ accessToken: TOKEN, model: MODEL, provider: "together", messages },
			at(router),
		).catch((caught: unknown) => caught);
		expect((error as { receipt?: Receipt }).receipt).toMatchObject({
			provider: undefined,
			ok: false,
			attempts: [{ provider: "together", status: 400, requestId: "req-400", kind: "bad-request" }],
		});
	});

	it("costUsd from the router's published price and the answer's usage", async () => {
		const router = await startRouter(
			{
				together: answers.status(503),
				"fireworks-ai": answers.json(chatAnswer("hi", { prompt_tokens: 1000, completion_tokens: 500 })),
			},
			{ mapping: chatMapping(["together", "fireworks-ai"]), published: PUBLISHED },
		);
		const receipts: Receipt[] = [];
		await chatCompletion(
			{ accessToken: TOKEN, model: MODEL, provider: ["together", "fireworks-ai"], messages },
			{
				...at(router),
				policy: "cheapest",
				routingState: new RoutingState(),
				onReceipt: (receipt) => receipts.push(receipt),
			},
		);
		expect(receipts[0]).toMatchObject({ provider: "fireworks-ai", providerModelId: "fireworks-ai/chat" });
		expect(receipts[0]?.costUsd).toBeCloseTo((1000 * 0.2 + 500 * 0.6) / 1e6, 12);
	});
});
