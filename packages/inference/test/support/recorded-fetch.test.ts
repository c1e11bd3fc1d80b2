import { describe, expect, it } from "vitest";
import { createRecordedFetch, recordedExchanges } from "./recorded-fetch.js";

describe("recorded fetch (test support)", () => {
	it("loads the 332 recorded exchanges", () => {
		expect(recordedExchanges()).toHaveLength(332);
	});

	it("answers a recorded request with its status, headers and body, and records what it saw", async () => {
		const recorded = createRecordedFetch();
		const response = await recorded.fetch("https://api.cerebras.ai/v1/chat/completions", {
			method: "POST",
			headers: { "Content-Type": "application/json" },
			body: JSON.stringify({
				model: "llama3.1-8b",
				messages: [{ role: "user", content: "Complete this sentence with words, one plus one is equal " }],
			}),
		});
		expect(response.status).toBe(200);
		expect(response.headers.get("content-type")).toBe("application/json");
		expect(await response.json()).toHaveProperty("choices");
		expect(recorded.requests).toHaveLength(1);
		expect(recorded.requests[0]?.exchange?.url).toBe("https://api.cerebras.ai/v1/chat/completions");
	});

	it("rejects a request whose body differs from every recording", async () => {
		const recorded = createRecordedFetch();
		await expect(
			recorded.fetch("https://api.cerebras.ai/v1/chat/completions", { method: "POST", body: '{"model":"other"}' }),
		).rejects.toThrow("No recorded exchange for POST https://api.cerebras.ai/v1/chat/completions");
	});

	it("ignores the listed body keys on both sides", async () => {
		const recorded = createRecordedFetch({ ignoreBodyKeys: ["provider"] });
		const response = await recorded.fetch("https://api.sambanova.ai/v1/embeddings", {
			method: "POST",
			body: JSON.stringify({
				model: "E5-Mistral-7B-Instruct",
				input: "Today is a sunny day and I will get some ice cream.",
				inputs: "Today is a sunny day and I will get some ice cream.",
				provider: "sambanova",
			}),
		});
		expect(response.status).toBe(200);
	});
});
