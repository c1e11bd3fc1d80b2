import { describe, expect, it } from "vitest";
import {
	chatCompletion,
	chatCompletionStream,
	InferenceClientProviderApiError,
	InferenceOutputError,
	type Receipt,
	TimeoutError,
} from "../../src/index.js";
import { answers, at, type Behaviour, chatMapping, MODEL, messages, startRouter, TOKEN } from "./router-loopback.js";

/** One chat call over ["together", "fireworks-ai"]: together behaves as given, fireworks answers "from fireworks". */
async function callWithFirst(first: Behaviour, extra: Record<string, unknown> = {}) {
	const router = await startRouter({ together: first, "fireworks-ai": answers.chat("from fireworks") });
	const receipts: Receipt[] = [];
	const started = Date.now();
	const outcome = await chatCompletion(
		{ accessToken: TOKEN, model: MODEL, provider: ["together", "fireworks-ai"], messages },
		{ ...at(router), onReceipt: (receipt) => receipts.push(receipt), ...extra },
	).then(
		(output) => ({ output, error: undefined }),
		(error: unknown) => ({ output: undefined, error }),
	);
	return { ...outcome, receipts, ms: Date.now() - started, router };
}

describe("fallback: each failure kind that another provider may not have moves on", () => {
	it.each([
		["a connection reset", answers.reset(), "connection"],
		["a 503", answers.status(503), "server"],
		["a 500", answers.status(500), "server"],
		["a 408", answers.status(408), "timeout"],
		["a 404", answers.status(404), "not-found"],
		["a 401 at that provider", answers.status(401), "authentication"],
		["a 403 at that provider", answers.status(403), "permission"],
		["a 429", answers.status(429), "rate-limit"],
		["an invalid answer (a body that is not JSON)", answers.unparsable(), "output"],
	] as const)("%s at the first provider: the second one answers, the receipt says why", async (_name, first, kind) => {
		const { output, error, receipts, router } = await callWithFirst(first);
		expect(error).toBeUndefined();
		expect(output?.choices[0]?.message?.content).toBe("from fireworks");
		expect(router.hits("together")).toBe(1);
		expect(router.hits("fireworks-ai")).toBe(1);
		expect(receipts).toHaveLength(1);
		expect(receipts[0]).toMatchObject({ ok: true, provider: "fireworks-ai", routedBy: "client", model: MODEL });
		expect(receipts[0]?.attempts.map(({ provider, kind }) => [provider, kind])).toEqual([
			["together", kind],
			["fireworks-ai", undefined],
		]);
	});

	it("a 429 with a long Retry-After is not slept through when another provider is left", async () => {
		const { output, ms, receipts } = await callWithFirst(answers.status(429, { "retry-after": "30" }));
		expect(output?.choices[0]?.message?.content).toBe("from fireworks");
		expect(ms).toBeLessThan(2_000);
		expect(receipts[0]?.attempts[0]).toMatchObject({ provider: "together", status: 429, kind: "rate-limit" });
	});

	it("an attempt slower than attemptTimeout moves on; the receipt names the timeout", async () => {
		// The timeout holds for the second provider's attempt too: 1 s leaves a loaded machine room to answer it.
		const { output, error, ms, receipts, router } = await callWithFirst(answers.hang(), { attemptTimeout: 1_000 });
		expect(error).toBeUndefined();
		expect(output?.choices[0]?.message?.content).toBe("from fireworks");
		expect(ms).toBeLessThan(3_000);
		expect(receipts[0]?.attempts[0]).toMatchObject({ provider: "together", kind: "timeout" });
		await router.providerSocketsClosed("together");
	});

	it("an answer of the wrong shape (200, {foo: 1}) at the first provider: the second one answers", async () => {
		const { output, error, receipts, router } = await callWithFirst(answers.json({ foo: 1 }));
		expect(error).toBeUndefined();
		expect(output?.choices[0]?.message?.content).toBe("from fireworks");
		expect(router.hits("fireworks-ai")).toBe(1);
		expect(receipts[0]).toMatchObject({ ok: true, provider: "fireworks-ai" });
		expect(receipts[0]?.attempts.map(({ provider, kind }) => [provider, kind])).toEqual([
			["together", "output"],
			["fireworks-ai", undefined],
		]);
		expect(receipts[0]?.attempts[0]).toMatchObject({ status: 200, errorName: "InferenceOutputError" });
	});

	it("an answer of the wrong shape from a single provider (3.x call): the same error and message as 3.x", async () => {
		const router = await startRouter({ together: answers.json({ foo: 1 }) });
		const error = await chatCompletion(
			{ accessToken: TOKEN, model: MODEL, provider: "together", messages },
			at(router),
		).catch((caught: unknown) => caught);
		expect(error).toBeInstanceOf(InferenceOutputError);
		expect((error as Error).message).toBe(
			"Invalid inference output: Expected ChatCompletionOutput. Use the 'request' method with the same parameters to do a custom call with no type checking.",
		);
		expect(router.hits("together")).toBe(1);
	});

	it("a provider whose mapping is missing or staging is skipped, and the receipt says why", async () => {
		const router = await startRouter(
			{ together: answers.chat("t"), nebius: answers.chat("n"), "fireworks-ai": answers.chat("from fireworks") },
			{ mapping: chatMapping(["together", "nebius", "fireworks-ai"], { together: "staging" }) },
		);
		const receipts: Receipt[] = [];
		const output = await chatCompletion(
			{ accessToken: TOKEN, model: MODEL, provider: ["together", "sambanova", "fireworks-ai"], messages },
			{ ...at(router), onReceipt: (receipt) => receipts.push(receipt) },
		);
		expect(output.choices[0]?.message?.content).toBe("from fireworks");
		expect(router.received.map(({ provider }) => provider)).toEqual(["fireworks-ai"]);
		const skipped = receipts[0]?.attempts.slice(0, 2) ?? [];
		expect(skipped.map(({ provider }) => provider)).toEqual(["together", "sambanova"]);
		expect(skipped[0]?.skipped).toBe("not served: Model org/chat is in staging mode for provider together.");
		expect(skipped[1]?.skipped).toContain("not served: We have not been able to find inference provider information");
	});

	it("a provider whose mapping entry has status error is skipped, and the receipt says why", async () => {
		const router = await startRouter(
			{ together: answers.chat("t"), "fireworks-ai": answers.chat("from fireworks") },
			{ mapping: chatMapping(["together", "fireworks-ai"], { together: "error" }) },
		);
		const receipts: Receipt[] = [];
		const output = await chatCompletion(
			{ accessToken: TOKEN, model: MODEL, provider: ["together", "fireworks-ai"], messages },
			{ ...at(router), onReceipt: (receipt) => receipts.push(receipt) },
		);
		expect(output.choices[0]?.message?.content).toBe("from fireworks");
		expect(router.received.map(({ provider }) => provider)).toEqual(["fireworks-ai"]);
		expect(receipts[0]?.attempts[0]).toMatchObject({
			provider: "together",
			skipped: "not served: Model org/chat is in error mode for provider together.",
		});
	});
});

describe("fallback stops at once where the next provider would refuse the same input", () => {
	it.each([400, 413, 422])("a %i at the first provider: one request, that error, with its receipt", async (status) => {
		const { error, receipts, router } = await callWithFirst(answers.status(status));
		expect(error).toBeInstanceOf(InferenceClientProviderApiError);
		expect((error as InferenceClientProviderApiError).httpResponse.status).toBe(status);
		expect(router.hits("fireworks-ai")).toBe(0);
		expect(receipts).toHaveLength(1);
		expect(receipts[0]).toMatchObject({ ok: false, attempts: [{ provider: "together", status }] });
		expect((error as { receipt?: Receipt }).receipt).toEqual(receipts[0]);
	});

	it("the caller's abort: the first attempt is stopped, no other provider is tried, the reason comes back as is", async () => {
		const controller = new AbortController();
		setTimeout(() => controller.abort(new Error("user pressed stop")), 100);
		const { error, router } = await callWithFirst(answers.hang(), { signal: controller.signal });
		expect(error).toBe(controller.signal.reason);
		expect(router.hits("fireworks-ai")).toBe(0);
		await router.providerSocketsClosed("together");
	});

	it("one deadline for the whole call: timeout bounds every attempt together, attemptTimeout or not", async () => {
		const router = await startRouter({
			together: answers.hang(),
			"fireworks-ai": answers.hang(),
			nebius: answers.hang(),
		});
		const started = Date.now();
		const error = await chatCompletion(
			{ accessToken: TOKEN, model: MODEL, provider: ["together", "fireworks-ai", "nebius"], messages },
			{ ...at(router), timeout: 1_500, attemptTimeout: 1_000 },
		).catch((caught: unknown) => caught);
		const elapsed = Date.now() - started;
		expect(error).toBeInstanceOf(TimeoutError);
		expect((error as Error).message).toBe("Request timed out after 1500 ms");
		expect(elapsed).toBeLessThan(2_200);
		expect(router.hits("together")).toBe(1);
		expect(router.hits("fireworks-ai")).toBe(1);
		expect(router.hits("nebius")).toBe(0);
	});

	it("the deadline's error carries the receipt: a provider answering 503 forever is bounded, its attempts told", async () => {
		const router = await startRouter({ together: answers.status(503) });
		const error = await chatCompletion(
			{ accessToken: TOKEN, model: MODEL, provider: "together", messages },
			{ ...at(router), timeout: 1_500 },
		).catch((caught: unknown) => caught);
		expect(error).toBeInstanceOf(TimeoutError);
		expect(router.hits("together")).toBeGreaterThan(1);
		expect((error as { receipt?: Receipt }).receipt).toMatchObject({
			ok: false,
			attempts: [{ provider: "together", status: 503, kind: "timeout" }],
		});
	});

	it("fallback.on replaces the kinds that fall back; maxAttempts bounds the providers tried", async () => {
		const onlyServer = await callWithFirst(answers.status(429), { fallback: { on: ["server"] } });
		expect(onlyServer.router.hits("fireworks-ai")).toBe(0);
		expect((onlyServer.error as InferenceClientProviderApiError).httpResponse.status).toBe(429);
		// A 500 (a 503 would be retried: the one provider maxAttempts allows gets the call's retries).
		const once = await callWithFirst(answers.status(500), { fallback: { maxAttempts: 1 } });
		expect(once.router.hits("fireworks-ai")).toBe(0);
		expect(once.receipts[0]?.attempts).toHaveLength(1);
	});

	it("when every provider fails, the thrown error is the last one, with the receipt of every attempt", async () => {
		const router = await startRouter({ together: answers.status(503), "fireworks-ai": answers.status(502) });
		const error = await chatCompletion(
			{ accessToken: TOKEN, model: MODEL, provider: ["together", "fireworks-ai"], messages },
			{ ...at(router), retry_on_error: false },
		).catch((caught: unknown) => caught);
		expect((error as InferenceClientProviderApiError).httpResponse.status).toBe(502);
		const receipt = (error as { receipt?: Receipt }).receipt;
		expect(receipt?.ok).toBe(false);
		expect(receipt?.attempts.map(({ status }) => status)).toEqual([503, 502]);
		expect(JSON.parse(JSON.stringify(receipt))).toEqual(receipt);
	});
});

describe("streams fall back only before their first event", () => {
	it("a 503 before any event: the next provider streams, each piece of text once", async () => {
		const router = await startRouter({
			together: answers.status(503),
			"fireworks-ai": answers.stream(["Hel", "lo"]),
		});
		const receipts: Receipt[] = [];
		let text = "";
		for await (const chunk of chatCompletionStream(
			{ accessToken: TOKEN, model: MODEL, provider: ["together", "fireworks-ai"], messages },
			{ ...at(router), onReceipt: (receipt) => receipts.push(receipt) },
		)) {
			text += chunk.choices[0]?.delta?.content ?? "";
		}
		expect(text).toBe("Hello");
		expect(receipts).toHaveLength(1);
		expect(receipts[0]).toMatchObject({ ok: true, provider: "fireworks-ai" });
		expect(receipts[0]?.firstTokenMs).toBeGreaterThanOrEqual(0);
	});

	it("a reset after the first event reaches the caller as it is: no other provider, no text twice", async () => {
		const router = await startRouter({
			together: answers.stream(["Hel", "lo"], "reset"),
			"fireworks-ai": answers.stream(["Hello"]),
		});
		const receipts: Receipt[] = [];
		let text = "";
		const error = await (async () => {
			for await (const chunk of chatCompletionStream(
				{ accessToken: TOKEN, model: MODEL, provider: ["together", "fireworks-ai"], messages },
				{ ...at(router), onReceipt: (receipt) => receipts.push(receipt) },
			)) {
				text += chunk.choices[0]?.delta?.content ?? "";
			}
		})().catch((caught: unknown) => caught);
		expect(text).toBe("Hello");
		expect((error as Error).name).toBe("InferenceClientStreamError");
		expect(router?.hits("fireworks-ai")).toBe(0);
		expect(receipts).toHaveLength(1);
		expect(receipts[0]).toMatchObject({ ok: false, provider: "together", partialEvents: 2 });
	});
});
