// Replays the real chat exchanges recorded against each third-party provider (and hf-inference through the
// router): the call rebuilt from the recorded body must produce the same URL and JSON body, and the recorded
// answer must come back parsed (a completion, or a stream of chunks).
import { beforeEach, describe, expect, it } from "vitest";
import { InferenceClientStreamError } from "../../src/errors/index.js";
import { CONVERSATIONAL_PROTOCOLS } from "../../src/providers/protocols/by-task.js";
import { clearProviderMappingCache, runStreamingTask, runTask } from "../../src/routing/index.js";
import type { InferenceProvider, RequestArgs } from "../../src/types.js";
import { createRecordedFetch, type RecordedExchange, recordedExchanges } from "../support/recorded-fetch.js";

const PROVIDER_BY_HOST: Record<string, InferenceProvider> = {
	"api.together.xyz": "together",
	"api.cerebras.ai": "cerebras",
	"api.cohere.com": "cohere",
	"api.fireworks.ai": "fireworks-ai",
	"api.novita.ai": "novita",
	"api.hyperbolic.xyz": "hyperbolic",
	"api.studio.nebius.ai": "nebius",
	"api.sambanova.ai": "sambanova",
	"api.openai.com": "openai",
};

/** Old clients leaked `provider` into bodies; ours sends only the payload (documented in QUIRKS.md). */
const LEGACY_BODY_KEYS = ["provider"];

interface ChatCase {
	name: string;
	exchange: RecordedExchange;
	provider: InferenceProvider;
	accessToken: string;
	body: Record<string, unknown>;
}

function chatCases(): ChatCase[] {
	return recordedExchanges().flatMap((exchange) => {
		const url = new URL(exchange.url);
		if (exchange.response.status !== 200 || !url.pathname.endsWith("/chat/completions") || !exchange.init.body)
			return [];
		const body = JSON.parse(exchange.init.body) as Record<string, unknown>;
		if (typeof body["model"] !== "string") return [];
		const direct = PROVIDER_BY_HOST[url.host];
		const routedHf = url.host === "router.huggingface.co" && url.pathname.startsWith("/hf-inference/");
		if (!direct && !routedHf) return [];
		const provider = direct ?? "hf-inference";
		const stream = body["stream"] === true ? "stream" : "json";
		return [
			{
				name: `${provider} ${stream} ${body["model"]}`,
				exchange,
				provider,
				// A provider key sends the call to the provider's own host; hf-inference is always routed.
				accessToken: direct ? "provider-test-key" : "hf_test_token",
				body,
			},
		];
	});
}

const CASES = chatCases();

/** The hub answers the mapping lookup: the recorded model id is the provider's id of our hub model. */
function fetchFor(testCase: ChatCase) {
	return createRecordedFetch({
		ignoreBodyKeys: LEGACY_BODY_KEYS,
		fallback: (request) => {
			if (!request.url.startsWith("https://huggingface.co/api/models/")) {
				throw new Error(`Unrecorded request ${request.method} ${request.url} ${JSON.stringify(request.body)}`);
			}
			const mapping = {
				[testCase.provider]: { providerId: testCase.body["model"], status: "live", task: "conversational" },
			};
			return new Response(JSON.stringify({ inferenceProviderMapping: mapping }), {
				headers: { "content-type": "application/json" },
			});
		},
	});
}

/**
 * The arguments a user would pass. hf-inference recordings were made against the router URL as an endpoint
 * (their body `model` differs from the URL's), so they replay through `endpointUrl`, exercising its chat rules.
 */
function argsFor(testCase: ChatCase): RequestArgs {
	const { model, stream: _stream, provider: _provider, ...payload } = testCase.body;
	const routing =
		testCase.provider === "hf-inference"
			? { endpointUrl: testCase.exchange.url.replace(/\/v1\/chat\/completions$/, ""), model }
			: { model: testCase.provider === "openai" ? `openai/${model}` : "test-org/test-model" };
	return { ...payload, ...routing, provider: testCase.provider, accessToken: testCase.accessToken } as RequestArgs;
}

/** A stream cut short by the recorder (no final blank line): the chunks before the cut must still arrive. */
function isCutShort(exchange: RecordedExchange): boolean {
	return !exchange.response.body.endsWith("\n\n");
}

function withoutLegacyKeys(body: Record<string, unknown>): Record<string, unknown> {
	return Object.fromEntries(Object.entries(body).filter(([key]) => !LEGACY_BODY_KEYS.includes(key)));
}

beforeEach(() => clearProviderMappingCache());

describe("recorded chat exchanges replay", () => {
	it("covers every provider with a recorded chat exchange", () => {
		const providers = new Set(CASES.map((testCase) => testCase.provider));
		expect([...providers].sort()).toEqual([
			"cerebras",
			"cohere",
			"fireworks-ai",
			"hf-inference",
			"hyperbolic",
			"nebius",
			"novita",
			"openai",
			"sambanova",
			"together",
		]);
		expect(CASES.length).toBeGreaterThanOrEqual(25);
	});

	it.each(CASES.map((testCase) => [testCase.name, testCase] as const))("%s", async (_name, testCase) => {
		const recorded = fetchFor(testCase);
		const call = {
			task: "conversational" as const,
			protocols: CONVERSATIONAL_PROTOCOLS,
			args: argsFor(testCase),
			options: { fetch: recorded.fetch },
		};
		if (testCase.body["stream"] === true) {
			const chunks: unknown[] = [];
			try {
				for await (const chunk of runStreamingTask(call)) chunks.push(chunk);
			} catch (error) {
				if (!isCutShort(testCase.exchange)) throw error;
				expect(error).toBeInstanceOf(InferenceClientStreamError);
			}
			expect(chunks.length).toBeGreaterThan(1);
			for (const chunk of chunks) expect(chunk).toHaveProperty("choices");
		} else {
			const output = (await runTask(call)) as { choices: Array<{ message: { content: string } }> };
			expect(typeof output.choices[0]?.message.content).toBe("string");
		}
		const providerCall = recorded.requests.at(-1);
		expect(providerCall?.url).toBe(
			testCase.exchange.url.replace("https://huggingface.co/api/inference-proxy/", "https://router.huggingface.co/"),
		);
		expect(providerCall?.body).toEqual(withoutLegacyKeys(testCase.body));
		expect(providerCall?.exchange).toBeDefined();
		expect(providerCall?.headers["authorization"]).toBe(`Bearer ${testCase.accessToken}`);
	});
});
