import { describe, expect, it } from "vitest";
import { InferenceClient, type Receipt, RoutingState } from "../../src/index.js";
import { answers, at, type Behaviour, MODEL, messages, startRouter, TOKEN } from "./router-loopback.js";

const LIST = ["together", "fireworks-ai"] as const;

describe("breakers per (model, provider), on the client", () => {
	it("3 failures open it, the cooldown ends in half-open where one call tries, a success closes it (fake clock)", async () => {
		let togetherBehaviour: Behaviour = answers.status(503);
		const router = await startRouter({
			together: (request, response, hit) => togetherBehaviour(request, response, hit),
			"fireworks-ai": answers.chat("from fireworks"),
		});
		let now = 1_000_000;
		const routingState = new RoutingState({ now: () => now });
		const receipts: Receipt[] = [];
		const client = new InferenceClient(TOKEN, {
			...at(router),
			routingState,
			retry_on_error: false,
			onReceipt: (receipt) => receipts.push(receipt),
		});
		const call = () => client.chatCompletion({ model: MODEL, provider: [...LIST], messages });
		for (let index = 0; index < 3; index++) await call();
		expect(router.hits("together")).toBe(3);
		expect(client.providerStats(MODEL).find(({ provider }) => provider === "together")).toMatchObject({
			breaker: "open",
			openUntil: now + 30_000,
			samples: 3,
		});
		// Open: skipped, and the receipt says why.
		await call();
		expect(router.hits("together")).toBe(3);
		expect(receipts.at(-1)?.attempts[0]?.skipped).toMatch(
			/^breaker open \(3 failures in a row\), retried in 30000 ms$/,
		);
		// Half-open after the cooldown: exactly one of two concurrent calls tries together; it fails: open again.
		now += 30_000;
		togetherBehaviour = answers.after(100, answers.status(503));
		await Promise.all([call(), call()]);
		expect(router.hits("together")).toBe(4);
		expect(receipts.slice(-2).map((receipt) => receipt.attempts[0]?.skipped ?? "tried")).toContain(
			"breaker half-open: another call is trying this provider",
		);
		await call();
		expect(router.hits("together")).toBe(4);
		// Half-open again; together recovered: the trial succeeds and closes the breaker.
		now += 30_000;
		togetherBehaviour = answers.chat("from together");
		const output = await call();
		expect(output.choices[0]?.message?.content).toBe("from together");
		expect(client.providerStats(MODEL).find(({ provider }) => provider === "together")?.breaker).toBe("closed");
		await call();
		expect(router.hits("together")).toBe(6);
	});

	it("breaker: false never skips a provider; a 3.x single-provider call never opens one", async () => {
		const router = await startRouter({ together: answers.status(503), "fireworks-ai": answers.chat("ok") });
		const client = new InferenceClient(TOKEN, { ...at(router), retry_on_error: false, breaker: false });
		for (let index = 0; index < 4; index++)
			await client.chatCompletion({ model: MODEL, provider: [...LIST], messages });
		expect(router.hits("together")).toBe(4);
		const single = new InferenceClient(TOKEN, { ...at(router), retry_on_error: false });
		for (let index = 0; index < 4; index++) {
			await single.chatCompletion({ model: MODEL, provider: "together", messages }).catch(() => {});
		}
		expect(router.hits("together")).toBe(8);
		expect(single.providerStats(MODEL)[0]?.breaker).toBe("closed");
	});
});

describe("client state: bounded, never shared", () => {
	it("two clients share nothing: one's open breaker and stats are not the other's", async () => {
		const router = await startRouter({ together: answers.status(503), "fireworks-ai": answers.chat("ok") });
		const first = new InferenceClient(TOKEN, { ...at(router), retry_on_error: false });
		const second = new InferenceClient(TOKEN, { ...at(router), retry_on_error: false });
		for (let index = 0; index < 3; index++) await first.chatCompletion({ model: MODEL, provider: [...LIST], messages });
		expect(first.providerStats(MODEL).map(({ provider, breaker }) => [provider, breaker])).toEqual([
			["together", "open"],
			["fireworks-ai", "closed"],
		]);
		expect(second.providerStats()).toEqual([]);
		await second.chatCompletion({ model: MODEL, provider: [...LIST], messages });
		expect(router.hits("together")).toBe(4);
	});

	it("the scoreboard keeps decaying averages of successes and the error rate, and at most maxEntries pairs", () => {
		const state = new RoutingState({ maxEntries: 2 });
		state.record("m", "a", { ok: true, firstByteMs: 100 }, false);
		state.record("m", "a", { ok: true, firstByteMs: 200 }, false);
		state.record("m", "a", { ok: false }, false);
		expect(state.stats("m")[0]).toMatchObject({ samples: 3, firstByteMs: 130, errorRate: 0.3 });
		state.record("m", "b", { ok: true }, false);
		state.record("m", "c", { ok: true }, false);
		expect(state.stats().map(({ provider }) => provider)).toEqual(["b", "c"]);
	});
});
