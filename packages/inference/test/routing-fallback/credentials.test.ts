import { afterEach, describe, expect, it } from "vitest";
import { chatCompletion, InferenceClientInputError, type Receipt } from "../../src/index.js";
import { type Loopback, startLoopback } from "../faults/loopback.js";
import { answers, at, chatMapping, type FakeRouter, MODEL, messages, startRouter, TOKEN } from "./router-loopback.js";

const TOGETHER_KEY = "tgp_v1_togetherOwnKey000000000000";
let router: FakeRouter | undefined;
let together: (Loopback & { headers: Record<string, string | string[] | undefined>[] }) | undefined;

afterEach(async () => {
	await router?.close();
	await together?.close();
	router = undefined;
	together = undefined;
});

/** Together's own host (api.together.xyz) as a loopback server recording the headers it got. */
async function startTogether(status: number) {
	const headers: Record<string, string | string[] | undefined>[] = [];
	const server = await startLoopback((request, response) => {
		headers.push(request.headers);
		answers.status(status)(request, response, 0);
	});
	together = { ...server, headers };
	return together;
}

/** The client's fetch: calls to together's own host go to its loopback server, unchanged otherwise. */
function hostsTo(directs: Record<string, string>): typeof fetch {
	return (input, init) => {
		const url = new URL(String(input));
		const target = directs[url.host];
		return fetch(target ? `${target}${url.pathname}${url.search}` : url, init);
	};
}

function everything(router: FakeRouter): string {
	return JSON.stringify(router.received.map(({ headers, path }) => ({ headers, path })));
}

describe("credentials: a hub token goes only to the hub and the router, a provider key only to its provider", () => {
	it("the key reaches together directly, the hf_ token the router; neither reaches the other, nor errors or receipts", async () => {
		router = await startRouter(
			{ "fireworks-ai": answers.status(503) },
			{ mapping: chatMapping(["together", "fireworks-ai"]) },
		);
		const direct = await startTogether(401);
		const receipts: Receipt[] = [];
		const error = await chatCompletion(
			{ accessToken: TOKEN, model: MODEL, provider: ["together", "fireworks-ai"], messages },
			{
				...at(router),
				retry_on_error: false,
				providerKeys: { together: TOGETHER_KEY },
				fetch: hostsTo({ "api.together.xyz": direct.url }),
				onReceipt: (receipt) => receipts.push(receipt),
			},
		).catch((caught: unknown) => caught);
		// Together got its own key, nothing else.
		expect(direct.headers).toHaveLength(1);
		expect(direct.headers[0]?.authorization).toBe(`Bearer ${TOGETHER_KEY}`);
		expect(JSON.stringify(direct.headers)).not.toContain(TOKEN);
		// The router got the hub token for fireworks, never together's key.
		expect(router.received.map(({ provider, headers }) => [provider, headers.authorization])).toEqual([
			["fireworks-ai", `Bearer ${TOKEN}`],
		]);
		expect(everything(router)).not.toContain(TOGETHER_KEY);
		// The failure and its receipt hold neither.
		const shown = `${String(error)} ${(error as Error).stack} ${JSON.stringify(error)} ${JSON.stringify(receipts)}`;
		expect(shown).not.toContain(TOKEN);
		expect(shown).not.toContain(TOGETHER_KEY);
		expect(receipts[0]?.attempts.map(({ provider, status }) => [provider, status])).toEqual([
			["together", 401],
			["fireworks-ai", 503],
		]);
	});

	it("a provider with no usable credential is skipped, and the receipt says why", async () => {
		router = await startRouter(
			{ "fireworks-ai": answers.chat("never") },
			{ mapping: chatMapping(["together", "fireworks-ai"]) },
		);
		const direct = await startTogether(200);
		const receipts: Receipt[] = [];
		await chatCompletion(
			{ model: MODEL, provider: ["fireworks-ai", "together"], messages },
			{
				...at(router),
				providerKeys: { together: TOGETHER_KEY },
				fetch: hostsTo({ "api.together.xyz": direct.url }),
				onReceipt: (receipt) => receipts.push(receipt),
			},
		).catch(() => {});
		expect(router.hits("fireworks-ai")).toBe(0);
		expect(direct.headers).toHaveLength(1);
		expect(receipts[0]?.attempts[0]).toEqual({
			provider: "fireworks-ai",
			ms: 0,
			skipped: 'no credential: an hf_ token, or providerKeys["fireworks-ai"]',
		});
	});

	it("a provider key given as accessToken with a provider list is refused before any request", async () => {
		router = await startRouter({ together: answers.chat("never") });
		const error = await chatCompletion(
			{ accessToken: TOGETHER_KEY, model: MODEL, provider: ["together", "fireworks-ai"], messages },
			at(router),
		).catch((caught: unknown) => caught);
		expect(error).toBeInstanceOf(InferenceClientInputError);
		expect((error as Error).message).toContain("options.providerKeys");
		expect((error as Error).message).not.toContain(TOGETHER_KEY);
		expect(router.requests).toEqual([]);
	});
});
