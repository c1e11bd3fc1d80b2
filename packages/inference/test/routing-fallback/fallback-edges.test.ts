// The fallback options at their edges, over the loopback router with a hub token on every call: Infinity as
// "never", a caller's abort during a half-open trial, the last usable provider of a list, a receipt hook that
// throws, an unreadable price list.
import { describe, expect, it } from "vitest";
import {
	chatCompletion,
	chatCompletionStream,
	HubCache,
	hubModelInfo,
	InferenceClient,
	InferenceClientProviderApiError,
	type Receipt,
	RoutingState,
} from "../../src/index.js";
import { answers, at, type Behaviour, chatMapping, MODEL, messages, startRouter, TOKEN } from "./router-loopback.js";

const LIST = ["together", "fireworks-ai"] as const;

describe("Infinity means never", () => {
	it("attemptTimeout: Infinity lets a slow first provider answer: no timeout, no fallback", async () => {
		const router = await startRouter({
			together: answers.after(300, answers.chat("from together")),
			"fireworks-ai": answers.chat("from fireworks"),
		});
		const receipts: Receipt[] = [];
		const output = await chatCompletion(
			{ accessToken: TOKEN, model: MODEL, provider: [...LIST], messages },
			{ ...at(router), attemptTimeout: Number.POSITIVE_INFINITY, onReceipt: (receipt) => receipts.push(receipt) },
		);
		expect(output.choices[0]?.message?.content).toBe("from together");
		expect(router.hits("fireworks-ai")).toBe(0);
		expect(receipts[0]?.attempts).toHaveLength(1);
	});

	it("hedgeAfterMs: Infinity never hedges: one request, billed once", async () => {
		const router = await startRouter({
			together: answers.after(300, answers.chat("from together")),
			"fireworks-ai": answers.chat("from fireworks"),
		});
		const output = await chatCompletion(
			{ accessToken: TOKEN, model: MODEL, provider: [...LIST], messages },
			{ ...at(router), hedgeAfterMs: Number.POSITIVE_INFINITY },
		);
		expect(output.choices[0]?.message?.content).toBe("from together");
		expect(router.received.map(({ provider }) => provider)).toEqual(["together"]);
	});
});

describe("a half-open breaker's trial", () => {
	it("aborted by its caller is released: the next call tries the provider again", async () => {
		let togetherBehaviour: Behaviour = answers.status(503);
		const router = await startRouter({
			together: (request, response, hit) => togetherBehaviour(request, response, hit),
			"fireworks-ai": answers.chat("from fireworks"),
		});
		let now = 1_000_000;
		const client = new InferenceClient(TOKEN, {
			...at(router),
			routingState: new RoutingState({ now: () => now }),
			retry_on_error: false,
			breaker: { failures: 1, cooldownMs: 1_000 },
		});
		const call = (signal?: AbortSignal) =>
			client.chatCompletion({ model: MODEL, provider: [...LIST], messages }, signal ? { signal } : {});
		await call();
		expect(client.providerStats(MODEL).find(({ provider }) => provider === "together")?.breaker).toBe("open");
		// Half-open: this call is the trial; its caller gives up while together is still thinking.
		now += 1_000;
		togetherBehaviour = answers.hang();
		const controller = new AbortController();
		const trial = call(controller.signal).catch((error: unknown) => error);
		while (router.hits("together") < 2) await new Promise((resolve) => setTimeout(resolve, 5));
		controller.abort(new Error("caller gave up"));
		expect(await trial).toMatchObject({ message: "caller gave up" });
		// The trial ended without a verdict: the next call may try together (it recovered).
		togetherBehaviour = answers.chat("from together");
		const output = await call();
		expect(output.choices[0]?.message?.content).toBe("from together");
		expect(router.hits("together")).toBe(3);
		expect(client.providerStats(MODEL).find(({ provider }) => provider === "together")?.breaker).toBe("closed");
	});
});

describe("the last usable provider of a list", () => {
	/** 429 once (Retry-After: 0), then an answer. */
	const rateLimitedOnce: Behaviour = (request, response, hit) =>
		hit === 0
			? answers.status(429, { "retry-after": "0" })(request, response, hit)
			: answers.chat("from together")(request, response, hit);

	it("gets the retries a single provider would when the providers after it do not serve the model", async () => {
		const router = await startRouter(
			{ together: rateLimitedOnce, "fireworks-ai": answers.chat("never asked") },
			{ mapping: chatMapping(["together"]) },
		);
		const receipts: Receipt[] = [];
		const output = await chatCompletion(
			{ accessToken: TOKEN, model: MODEL, provider: [...LIST], messages },
			{ ...at(router), onReceipt: (receipt) => receipts.push(receipt) },
		);
		expect(output.choices[0]?.message?.content).toBe("from together");
		expect(router.hits("together")).toBe(2);
		expect(receipts[0]?.attempts).toMatchObject([{ provider: "together", status: 200 }]);
	});

	it("gets them when the provider after it has its breaker open", async () => {
		const router = await startRouter({ together: rateLimitedOnce, "fireworks-ai": answers.status(503) });
		const client = new InferenceClient(TOKEN, { ...at(router), breaker: { failures: 1 } });
		// A list of fireworks-ai alone fails once (503, not retried with retry_on_error off): its breaker opens.
		const alone = client.chatCompletion(
			{ model: MODEL, provider: ["fireworks-ai"], messages },
			{ retry_on_error: false },
		);
		await expect(alone).rejects.toMatchObject({ httpResponse: { status: 503 } });
		expect(client.providerStats(MODEL).find(({ provider }) => provider === "fireworks-ai")?.breaker).toBe("open");
		const output = await client.chatCompletion({ model: MODEL, provider: [...LIST], messages });
		expect(output.choices[0]?.message?.content).toBe("from together");
		expect(router.hits("together")).toBe(2);
		expect(router.hits("fireworks-ai")).toBe(1);
	});
});

describe("a price list the router cannot give", () => {
	/** A fresh client's chat call with `policy` over LIST (the first provider fails, the second answers). */
	async function withPolicy(models: Behaviour, policy: "cheapest" | "fastest") {
		const router = await startRouter(
			{ together: answers.status(500), "fireworks-ai": answers.chat("from fireworks") },
			{ models },
		);
		const warnings: string[] = [];
		const receipts: Receipt[] = [];
		const client = new InferenceClient(TOKEN, {
			...at(router),
			onWarning: (message) => warnings.push(message),
			onReceipt: (receipt) => receipts.push(receipt),
		});
		const started = Date.now();
		const output = await client.chatCompletion({ model: MODEL, provider: [...LIST], messages }, { policy });
		return { output, warnings, receipts, ms: Date.now() - started, router };
	}

	it.each([
		["cheapest", 503],
		["fastest", 503],
		["cheapest", 500],
		["fastest", 500],
	] as const)("%s with /v1/models answering %i: the list's order, a warning, no hang", async (policy, status) => {
		const { output, warnings, receipts, ms, router } = await withPolicy(answers.status(status), policy);
		expect(output.choices[0]?.message?.content).toBe("from fireworks");
		expect(receipts[0]?.attempts.map(({ provider }) => provider)).toEqual([...LIST]);
		expect(ms).toBeLessThan(3_000);
		expect(router.requests.filter(({ url }) => url === "/v1/models")).toHaveLength(1);
		expect(warnings).toEqual([
			expect.stringMatching(
				new RegExp(`^policy "${policy}": the router's model list .*could not be read.*HTTP ${status}.*the order given`),
			),
		]);
	});

	it("a model list that is not one (a 200 with another shape) is unreadable too", async () => {
		const { receipts, warnings } = await withPolicy(answers.json({ error: "maintenance" }), "cheapest");
		expect(receipts[0]?.attempts.map(({ provider }) => provider)).toEqual([...LIST]);
		expect(warnings).toEqual([
			expect.stringMatching(/^policy "cheapest": the router's model list .*could not be read/),
		]);
	});
});

describe("an onReceipt that throws", () => {
	it("leaves a billed success a success, is called once, and the throw is reported as a warning", async () => {
		const router = await startRouter({ together: answers.chat("from together") });
		const warnings: string[] = [];
		let calls = 0;
		const output = await chatCompletion(
			{ accessToken: TOKEN, model: MODEL, provider: "together", messages },
			{
				...at(router),
				onWarning: (message) => warnings.push(message),
				onReceipt: () => {
					calls++;
					throw new Error("bookkeeping is down");
				},
			},
		);
		expect(output.choices[0]?.message?.content).toBe("from together");
		expect(calls).toBe(1);
		expect(warnings).toEqual([expect.stringMatching(/^onReceipt threw .*bookkeeping is down/)]);
	});

	it("a stream read to its end is delivered whole, the hook called once", async () => {
		const router = await startRouter({ together: answers.stream(["Hel", "lo"]) });
		const warnings: string[] = [];
		let calls = 0;
		let text = "";
		const stream = chatCompletionStream(
			{ accessToken: TOKEN, model: MODEL, provider: [...LIST], messages },
			{
				...at(router),
				onWarning: (message) => warnings.push(message),
				onReceipt: () => {
					calls++;
					throw new Error("bookkeeping is down");
				},
			},
		);
		for await (const chunk of stream) text += chunk.choices[0]?.delta.content ?? "";
		expect(text).toBe("Hello");
		expect(calls).toBe(1);
		expect(warnings).toHaveLength(1);
	});

	it("a failed call still fails with its own error, the hook called once", async () => {
		const router = await startRouter({ together: answers.status(400) });
		let calls = 0;
		const error = await chatCompletion(
			{ accessToken: TOKEN, model: MODEL, provider: "together", messages },
			{
				...at(router),
				onWarning: () => {},
				onReceipt: () => {
					calls++;
					throw new Error("bookkeeping is down");
				},
			},
		).catch((caught: unknown) => caught);
		expect(error).toMatchObject({ httpResponse: { status: 400 } });
		expect(calls).toBe(1);
	});
});

describe("a malformed Location on a credentialed call", () => {
	const malformedRedirect: Behaviour = (_request, response) => {
		response.writeHead(302, { location: "http://[::1" });
		response.end();
	};

	it("is a typed error (kind http), not a connection failure: no fallback, no retry, not counted by the breaker", async () => {
		const router = await startRouter({ together: malformedRedirect, "fireworks-ai": answers.chat("never asked") });
		const client = new InferenceClient(TOKEN, { ...at(router), breaker: { failures: 1 } });
		const error = await client
			.chatCompletion({ model: MODEL, provider: [...LIST], messages })
			.catch((caught: unknown) => caught);
		expect(error).toBeInstanceOf(InferenceClientProviderApiError);
		expect(error).toMatchObject({ kind: "http", httpResponse: { status: 302 } });
		expect((error as Error).message).toMatch(/malformed Location/);
		expect(router.hits("together")).toBe(1);
		expect(router.hits("fireworks-ai")).toBe(0);
		expect(client.providerStats(MODEL).find(({ provider }) => provider === "together")?.samples ?? 0).toBe(0);
	});

	it("a hub read (a GET, which a connection failure would retry) is asked once", async () => {
		// The hub's URL under a path of the loopback router: its requests land on the "hub" behaviour.
		const router = await startRouter({ hub: malformedRedirect });
		const error = await hubModelInfo(MODEL, ["pipeline_tag"], {
			accessToken: TOKEN,
			hubUrl: `${router.url}/hub`,
			hubCache: new HubCache(),
		}).catch((caught: unknown) => caught);
		expect(error).toMatchObject({ kind: "http", httpResponse: { status: 302 } });
		expect(router.hits("hub")).toBe(1);
	});
});
