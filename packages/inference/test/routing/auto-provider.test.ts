import { describe, expect, it } from "vitest";
import { autoProviderEntry, chatCompletion, clearProviderMappingCache } from "../../src/index.js";
import { fakeHub } from "./fake-network.js";

const CHAT = { messages: [{ role: "user" as const, content: "hi" }] };
const MAPPING = [
	{ provider: "fal-ai", providerId: "x", status: "live", task: "conversational" },
	{ provider: "nebius", providerId: "n", status: "staging", task: "conversational" },
	{ provider: "not-a-provider", providerId: "z", status: "live", task: "conversational" },
	{ provider: "groq", providerId: "g", status: "live", task: "conversational" },
	{ provider: "together", providerId: "t", status: "live", task: "conversational" },
] as const;

describe("autoProviderEntry: the provider auto picks, exported", () => {
	it("skips staging, error, unknown providers and those not serving the task: the first live one, in the mapping's order", () => {
		expect(autoProviderEntry(MAPPING, "conversational")).toBe(MAPPING[3]);
		const errorFirst = [{ provider: "groq", status: "error" }, ...MAPPING.slice(4)] as const;
		expect(autoProviderEntry(errorFirst, "conversational")?.provider).toBe("together");
	});

	it("none when no entry is live: a staging provider serves only a caller who names it", () => {
		expect(autoProviderEntry([{ provider: "nebius", status: "staging" }], "conversational")).toBeUndefined();
		expect(autoProviderEntry([], "text-to-image")).toBeUndefined();
	});

	it("names the provider a client call with provider auto is sent to", async () => {
		clearProviderMappingCache();
		const hub = fakeHub({ mapping: MAPPING, providerAnswer: () => Response.json(chatAnswer()) });
		await chatCompletion(
			{ model: "m/m", provider: "auto", accessToken: "hf_test", ...CHAT },
			{ fetch: hub.fetch, retry_on_error: false },
		);
		const picked = autoProviderEntry(MAPPING, "conversational")?.provider;
		expect(hub.calls.at(-1)?.url).toBe(`https://router.huggingface.co/${picked}/openai/v1/chat/completions`);
	});
});

function chatAnswer() {
	return {
		id: "c",
		created: 0,
		model: "g",
		object: "chat.completion",
		choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: "hello" } }],
		usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
	};
}
