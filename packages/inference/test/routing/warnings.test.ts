// Warnings (staging mappings) go to the caller's `onWarning` sink when given, else to console.warn as 3.x did.
import { afterEach, describe, expect, it, vi } from "vitest";
import { InferenceClient } from "../../src/client.js";
import { InferenceClientInputError } from "../../src/errors/index.js";
import { HubCache } from "../../src/routing/index.js";
import { textClassification } from "../../src/tasks/index.js";
import { fakeHub, jsonResponse } from "./fake-network.js";

const TOKEN = "hf_test_warnings";
const STAGED = "Model org/staged is in staging mode for provider hf-inference. Meant for test purposes only.";

function stagedHub() {
	return fakeHub({
		mapping: { "hf-inference": { providerId: "org/staged", status: "staging", task: "text-classification" } },
		providerAnswer: () => jsonResponse([[{ label: "POSITIVE", score: 0.9 }]]),
	});
}

afterEach(() => {
	vi.restoreAllMocks();
});

describe("onWarning", () => {
	it("a staging provider's warning goes to the call's onWarning, none to console.warn", async () => {
		const consoleWarn = vi.spyOn(console, "warn").mockImplementation(() => {});
		const warnings: string[] = [];
		const hub = stagedHub();
		await textClassification(
			{ accessToken: TOKEN, model: "org/staged", inputs: "x" },
			{ fetch: hub.fetch, hubCache: new HubCache(), onWarning: (message) => warnings.push(message) },
		);
		expect(warnings).toEqual([STAGED]);
		expect(consoleWarn).not.toHaveBeenCalled();
	});

	it("set on the InferenceClient's defaults, it gets the warnings of the client's calls", async () => {
		const consoleWarn = vi.spyOn(console, "warn").mockImplementation(() => {});
		const warnings: string[] = [];
		const client = new InferenceClient(TOKEN, { fetch: stagedHub().fetch, onWarning: (m) => warnings.push(m) });
		await client.textClassification({ model: "org/staged", inputs: "x" });
		expect(warnings).toEqual([STAGED]);
		expect(consoleWarn).not.toHaveBeenCalled();
	});

	it("without it, console.warn gets the warning (3.x behaviour)", async () => {
		const consoleWarn = vi.spyOn(console, "warn").mockImplementation(() => {});
		await textClassification(
			{ accessToken: TOKEN, model: "org/staged", inputs: "x" },
			{ fetch: stagedHub().fetch, hubCache: new HubCache() },
		);
		expect(consoleWarn).toHaveBeenCalledWith(STAGED);
	});

	it("one that is not a function is refused before any network call", async () => {
		const hub = stagedHub();
		const call = textClassification(
			{ accessToken: TOKEN, model: "org/staged", inputs: "x" },
			{ fetch: hub.fetch, onWarning: "console" as unknown as (message: string) => void },
		);
		await expect(call).rejects.toThrow(InferenceClientInputError);
		await expect(call).rejects.toThrow(/onWarning/);
		expect(hub.calls).toHaveLength(0);
	});
});
