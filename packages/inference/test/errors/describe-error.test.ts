import { describe, expect, it } from "vitest";
import {
	describeError,
	InferenceClientProviderApiError,
	InferenceClientStreamError,
	textClassification,
} from "../../src/index.js";

const request = { url: "https://router.huggingface.co/hf-inference/models/m", method: "POST", headers: {} };

describe("describeError: anything a call threw as {name, kind, status, message}", () => {
	it("a provider's HTTP error: its class name, kind, status and message", () => {
		const error = new InferenceClientProviderApiError("Too many requests", {
			httpRequest: request,
			httpResponse: { status: 429, requestId: "r", body: "" },
		});
		expect(describeError(error)).toEqual({
			name: "InferenceClientProviderApiError",
			kind: "rate-limit",
			status: 429,
			message: "Too many requests",
		});
	});

	it("no answer came (status 0): kind connection and no status; a cut stream: connection, no status", () => {
		const unanswered = new InferenceClientProviderApiError("fetch failed", {
			httpRequest: request,
			httpResponse: { status: 0, requestId: "", body: "" },
		});
		expect(describeError(unanswered)).toEqual({
			name: "InferenceClientProviderApiError",
			kind: "connection",
			message: "fetch failed",
		});
		const cut = new InferenceClientStreamError("The stream was cut", { kind: "connection" });
		expect(describeError(cut)).toMatchObject({ name: "InferenceClientStreamError", kind: "connection" });
		expect(describeError(cut).status).toBeUndefined();
	});

	it("a real call's failure, an abort, another version's error (plain fields), a thrown string", async () => {
		const fetch = async () => Response.json({ error: "bad token" }, { status: 401 });
		const thrown = await textClassification(
			{ accessToken: "hf_describe_error_token", model: "m", provider: "hf-inference", inputs: "x" },
			{ fetch: fetch as typeof globalThis.fetch, retry: { limit: 0 } },
		).catch((error: unknown) => error);
		expect(describeError(thrown)).toMatchObject({ kind: "authentication", status: 401 });
		expect(describeError(new DOMException("stopped", "AbortError"))).toEqual({
			name: "AbortError",
			kind: "abort",
			message: "stopped",
		});
		// An error of another copy of the client: read by its fields, not its class; an unknown kind is "unknown".
		expect(
			describeError({ name: "InferenceClientHubApiError", kind: "not-found", status: 404, message: "gone" }),
		).toEqual({ name: "InferenceClientHubApiError", kind: "not-found", status: 404, message: "gone" });
		expect(describeError({ kind: "made-up", message: "?" })).toEqual({ name: "Error", kind: "unknown", message: "?" });
		expect(describeError("boom")).toEqual({ name: "Error", kind: "unknown", message: "boom" });
		expect(describeError(null)).toEqual({ name: "Error", kind: "unknown", message: "null" });
	});
});
