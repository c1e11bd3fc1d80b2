// Telemetry off loads nothing: @opentelemetry/api is imported only by a call with the option on. This file imports
// no SDK, so the mocked module's factory runs only when the client itself imports the api.
import { afterEach, describe, expect, it, vi } from "vitest";
import { chatCompletion } from "../../src/index.js";
import { answers, at, MODEL, messages, startRouter, TOKEN } from "../routing-fallback/router-loopback.js";

const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock("@opentelemetry/api", async (importOriginal) => {
	loads.count++;
	return importOriginal();
});

afterEach(() => {
	loads.count = 0;
});

describe("telemetry off: no import of @opentelemetry/api", () => {
	it("a call without the option (or with false) never imports the api; one with it does", async () => {
		const router = await startRouter({ together: answers.chat("hi") });
		const args = { accessToken: TOKEN, model: MODEL, provider: "together" as const, messages };
		await chatCompletion(args, at(router));
		await chatCompletion(args, { ...at(router), telemetry: false });
		expect(loads.count).toBe(0);
		await chatCompletion(args, { ...at(router), telemetry: true });
		expect(loads.count).toBe(1);
	});
});
