// Model-suffix policies (`org/model:fastest`, `:cheapest`, `:preferred`, `:<provider>`): chat goes to the
// router's OpenAI-compatible route with the model string kept, no hub lookup; refused before any network call
// with a provider key or a contradicting provider. The router's answers are real ones: the router relays the
// provider's OpenAI chat answer, so recorded together answers stand in for it.
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
	chatCompletion,
	chatCompletionStream,
	InferenceClient,
	InferenceClientInputError,
	InferenceClientProviderApiError,
	request,
	streamingRequest,
	textGeneration,
} from "../../src/index.js";
import { clearProviderMappingCache } from "../../src/routing/index.js";
import { recordedExchanges } from "../support/recorded-fetch.js";
import { createFakeFetch, type FakeCall, jsonResponse } from "./fake-network.js";

const TOKEN = "hf_policy_test_token";
const ROUTER_CHAT = "https://router.huggingface.co/v1/chat/completions";
const MESSAGES = [{ role: "user", content: "one plus one?" }];

function recordedTogetherAnswer(stream: boolean): { body: string; contentType: string } {
	const exchange = recordedExchanges().find(
		(candidate) =>
			candidate.url === "https://api.together.xyz/v1/chat/completions" &&
			candidate.response.status === 200 &&
			(JSON.parse(candidate.init.body ?? "{}") as { stream?: boolean }).stream === (stream || undefined),
	);
	if (!exchange) throw new Error("no recorded together chat answer");
	return { body: exchange.response.body, contentType: exchange.response.headers["content-type"] ?? "" };
}

/** A router answering its /v1 chat route with a recorded answer (streamed when the body asks for it). */
function fakeRouter() {
	return createFakeFetch((url, call) => {
		if (!url.endsWith("/v1/chat/completions")) return jsonResponse({ error: `unexpected ${url}` }, 500);
		const answer = recordedTogetherAnswer(bodyOf(call)["stream"] === true);
		return new Response(answer.body, { headers: { "content-type": answer.contentType } });
	});
}

function bodyOf(call: FakeCall | undefined): Record<string, unknown> {
	return JSON.parse(String(call?.body)) as Record<string, unknown>;
}

async function collect<T>(stream: AsyncGenerator<T>): Promise<T[]> {
	const chunks: T[] = [];
	for await (const chunk of stream) chunks.push(chunk);
	return chunks;
}

beforeEach(() => {
	clearProviderMappingCache();
	vi.spyOn(console, "warn").mockImplementation(() => {});
});

describe("model-suffix policies: routed by the router", () => {
	it.each(["fastest", "cheapest", "preferred", "together", "a-provider-added-later"])(
		":%s goes to the router's /v1 chat route with the model string kept, and no hub lookup",
		async (policy) => {
			const router = fakeRouter();
			const model = `meta-llama/Llama-3.3-70B-Instruct:${policy}`;
			const output = await chatCompletion({ accessToken: TOKEN, model, messages: MESSAGES }, { fetch: router.fetch });
			expect(router.calls).toHaveLength(1);
			const [call] = router.calls;
			expect(call?.url).toBe(ROUTER_CHAT);
			expect(call?.method).toBe("POST");
			expect(call?.headers["authorization"]).toBe(`Bearer ${TOKEN}`);
			expect(call?.headers["content-type"]).toBe("application/json");
			expect(bodyOf(call)).toEqual({ messages: MESSAGES, model });
			expect(output.choices[0]?.message.content).toBe("one plus one is equal to two.");
			expect(output.usage.total_tokens).toBe(55);
		},
	);

	it("streams: stream: true in the body, same URL, the recorded chunks in order", async () => {
		const router = fakeRouter();
		const model = "meta-llama/Llama-3.3-70B-Instruct:fastest";
		const chunks = await collect(
			chatCompletionStream({ accessToken: TOKEN, model, messages: MESSAGES }, { fetch: router.fetch }),
		);
		expect(router.calls.map((call) => call.url)).toEqual([ROUTER_CHAT]);
		expect(bodyOf(router.calls[0])).toEqual({ messages: MESSAGES, stream: true, model });
		expect(chunks.length).toBeGreaterThan(1);
		expect(chunks[0]?.choices[0]?.delta.content).toBe("2");
	});

	it('provider "auto" lets the suffix decide, and a provider equal to the suffix agrees with it', async () => {
		for (const provider of ["auto", "together"] as const) {
			const router = fakeRouter();
			const model = "meta-llama/Llama-3.3-70B-Instruct:together";
			await chatCompletion({ accessToken: TOKEN, provider, model, messages: MESSAGES }, { fetch: router.fetch });
			expect(router.calls.map((call) => call.url)).toEqual([ROUTER_CHAT]);
			expect(bodyOf(router.calls[0])["model"]).toBe(model);
		}
	});

	it("honours a custom routerUrl (trailing slash or not)", async () => {
		for (const routerUrl of ["http://127.0.0.1:9/proxy", "http://127.0.0.1:9/proxy/"]) {
			const router = fakeRouter();
			await chatCompletion(
				{ accessToken: TOKEN, model: "org/model:cheapest", messages: MESSAGES },
				{ fetch: router.fetch, routerUrl },
			);
			expect(router.calls.map((call) => call.url)).toEqual(["http://127.0.0.1:9/proxy/v1/chat/completions"]);
		}
	});

	it("with endpointUrl, the call goes to that endpoint and the model string is sent unchanged", async () => {
		const router = fakeRouter();
		await chatCompletion(
			{ accessToken: TOKEN, endpointUrl: "http://127.0.0.1:9/v1", model: "org/model:fastest", messages: MESSAGES },
			{ fetch: router.fetch },
		);
		expect(router.calls.map((call) => call.url)).toEqual(["http://127.0.0.1:9/v1/chat/completions"]);
		expect(bodyOf(router.calls[0])["model"]).toBe("org/model:fastest");
	});

	it("without a token the call goes through the router like any routed call, with no Authorization header", async () => {
		const router = fakeRouter();
		await chatCompletion({ model: "org/model:fastest", messages: MESSAGES }, { fetch: router.fetch });
		expect(router.calls.map((call) => call.url)).toEqual([ROUTER_CHAT]);
		expect(router.calls[0]?.headers["authorization"]).toBeUndefined();
	});

	it("request and streamingRequest with task conversational take the same route", async () => {
		const router = fakeRouter();
		const args = { accessToken: TOKEN, model: "org/model:preferred", messages: MESSAGES };
		await request(args, { fetch: router.fetch, task: "conversational" });
		await collect(streamingRequest({ ...args, stream: true }, { fetch: router.fetch, task: "conversational" }));
		expect(router.calls.map((call) => call.url)).toEqual([ROUTER_CHAT, ROUTER_CHAT]);
		expect(router.calls.map((call) => bodyOf(call)["model"])).toEqual(["org/model:preferred", "org/model:preferred"]);
		expect(bodyOf(router.calls[1])["stream"]).toBe(true);
	});

	it("InferenceClient's chatCompletion and chatCompletionStream take it too, with the client's token", async () => {
		const router = fakeRouter();
		const client = new InferenceClient(TOKEN, { fetch: router.fetch });
		const output = await client.chatCompletion({ model: "org/model:fastest", messages: MESSAGES });
		const chunks = await collect(client.chatCompletionStream({ model: "org/model:fastest", messages: MESSAGES }));
		expect(output.choices[0]?.message.content).toBe("one plus one is equal to two.");
		expect(chunks.length).toBeGreaterThan(1);
		expect(router.calls.map((call) => call.url)).toEqual([ROUTER_CHAT, ROUTER_CHAT]);
		expect(router.calls.map((call) => call.headers["authorization"])).toEqual([`Bearer ${TOKEN}`, `Bearer ${TOKEN}`]);
	});

	it("a router error is a provider API error naming the policy as its provider, without the token", async () => {
		const router = createFakeFetch(() => jsonResponse({ error: "Model org/model is not served by any provider" }, 400));
		const error = await chatCompletion(
			{ accessToken: TOKEN, model: "org/model:cheapest", messages: MESSAGES },
			{ fetch: router.fetch },
		).catch((caught: unknown) => caught);
		expect(error).toBeInstanceOf(InferenceClientProviderApiError);
		expect((error as InferenceClientProviderApiError).provider).toBe("cheapest");
		expect((error as InferenceClientProviderApiError).httpRequest.url).toBe(ROUTER_CHAT);
		expect(JSON.stringify(error)).not.toContain(TOKEN);
	});

	it("only chat: another task with a colon in its model still looks the model up on the hub", async () => {
		const hub = createFakeFetch(() => jsonResponse({ error: "Repository not found" }, 404));
		await expect(
			textGeneration({ accessToken: TOKEN, model: "org/model:fastest", inputs: "hi" }, { fetch: hub.fetch }),
		).rejects.toThrow("Model org/model:fastest does not exist");
		expect(hub.calls[0]?.url).toContain("/api/models/org/model:fastest");
	});
});

describe("model-suffix policies: refused before any network call", () => {
	async function refusal(args: Record<string, unknown>): Promise<{ error: unknown; calls: number }> {
		const router = fakeRouter();
		const error = await chatCompletion({ messages: MESSAGES, ...args }, { fetch: router.fetch }).catch(
			(caught: unknown) => caught,
		);
		const streamError = await collect(
			chatCompletionStream({ messages: MESSAGES, ...args }, { fetch: router.fetch }),
		).catch((caught: unknown) => caught);
		expect(streamError).toBeInstanceOf(InferenceClientInputError);
		expect((streamError as Error).message).toBe((error as Error).message);
		return { error, calls: router.calls.length };
	}

	it("a provider key: the suffix is the router's, which needs a hub token", async () => {
		const { error, calls } = await refusal({ accessToken: "sk-provider-key", model: "org/model:fastest" });
		expect(calls).toBe(0);
		expect(error).toBeInstanceOf(InferenceClientInputError);
		expect((error as Error).message).toBe(
			'Model "org/model:fastest": ":fastest" needs a hub token (hf_...), not a provider key: use one, or drop the suffix and set provider.',
		);
		expect((error as Error).message).not.toContain("sk-provider-key");
	});

	it("a provider contradicting the suffix, hf-inference (the default when unset) included", async () => {
		for (const provider of ["together", "hf-inference"]) {
			const { error, calls } = await refusal({ accessToken: TOKEN, provider, model: "org/model:cheapest" });
			expect(calls).toBe(0);
			expect(error).toBeInstanceOf(InferenceClientInputError);
			expect((error as Error).message).toBe(
				`Model "org/model:cheapest" asks for ":cheapest" but provider is "${provider}": drop one (provider "auto" lets ":cheapest" decide).`,
			);
		}
	});

	it("an empty policy or an empty model id", async () => {
		for (const model of ["org/model:", ":fastest"]) {
			const { error, calls } = await refusal({ accessToken: TOKEN, model });
			expect(calls).toBe(0);
			expect(error).toBeInstanceOf(InferenceClientInputError);
			expect((error as Error).message).toBe(
				`Model "${model}" needs a model id before ":" and a policy after it ("org/model:fastest").`,
			);
		}
	});
});
