import { afterEach, describe, expect, it, vi } from "vitest";
import {
	AbortError,
	ConnectionError,
	chatCompletion,
	InferenceClientError,
	InferenceClientProviderApiError,
	InferenceClientTimeoutError,
	InferenceOutputError,
	TimeoutError,
} from "../../src/index.js";
import { startLoopback } from "../faults/loopback.js";

const TOKEN = "hf_causes000000000000000000";
const messages = [{ role: "user", content: "hi" }];

afterEach(() => vi.resetModules());

describe("errors by cause: ConnectionError, TimeoutError, AbortError", () => {
	it("a refused connection is a ConnectionError and still an InferenceClientProviderApiError", async () => {
		// The hub answers; the provider resets the connection.
		const server = await startLoopback((request, response) => {
			if (request.method === "POST") return void response.destroy();
			response.setHeader("content-type", "application/json");
			response.end(
				JSON.stringify({ inferenceProviderMapping: { together: { providerId: "t/m", task: "conversational" } } }),
			);
		});
		const error = await chatCompletion(
			{ accessToken: TOKEN, model: "m", provider: "together", messages },
			{ routerUrl: server.url, hubUrl: server.url, retry: { limit: 0 } },
		).catch((caught: unknown) => caught);
		await server.close();
		expect(error).toBeInstanceOf(ConnectionError);
		expect(error).toBeInstanceOf(InferenceClientProviderApiError);
		expect(error).not.toBeInstanceOf(TimeoutError);
		expect(String(error)).not.toContain(TOKEN);
	});

	it("the call's deadline is a TimeoutError (and InferenceClientTimeoutError); a signal's reason is an AbortError", async () => {
		const server = await startLoopback(() => {}); // never answers
		const options = { routerUrl: server.url, hubUrl: server.url };
		const args = { accessToken: TOKEN, model: "m", provider: "together" as const, messages };
		const timedOut = await chatCompletion(args, { ...options, timeout: 50 }).catch((caught: unknown) => caught);
		expect(timedOut).toBeInstanceOf(TimeoutError);
		expect(timedOut).toBeInstanceOf(InferenceClientTimeoutError);
		await server.close();
		// The caller's own reason comes back untouched, recognised by cause.
		const controller = new AbortController();
		controller.abort();
		expect(controller.signal.reason).toBeInstanceOf(AbortError);
		expect(controller.signal.reason).not.toBeInstanceOf(InferenceClientError);
		expect(AbortSignal.timeout(0).reason ?? new DOMException("t", "TimeoutError")).not.toBeInstanceOf(AbortError);
	});

	it("a 408 answer is a TimeoutError by cause", () => {
		const error = new InferenceClientProviderApiError("slow", {
			httpRequest: { url: "https://x.test", method: "POST", headers: {} },
			httpResponse: { status: 408, body: undefined },
		});
		expect(error.kind).toBe("timeout");
		expect(error).toBeInstanceOf(TimeoutError);
	});

	it("the classes are constructible, each with its cause, name and message", () => {
		for (const [Class, kind] of [
			[ConnectionError, "connection"],
			[TimeoutError, "timeout"],
			[AbortError, "abort"],
		] as const) {
			const error = new Class("why");
			expect(error).toBeInstanceOf(Class);
			expect(error).toBeInstanceOf(InferenceClientError);
			expect(error).toBeInstanceOf(Error);
			expect(error.kind).toBe(kind);
			expect(error.name).toBe(Class.name);
			expect(error.message).toBe("why");
		}
	});

	it("instanceof works for errors made by another copy of the package (ESM and CJS builds side by side)", async () => {
		vi.resetModules();
		const copy = "../../src/errors/index.js?copy";
		const other = (await import(/* @vite-ignore */ copy)) as typeof import("../../src/errors/index.js");
		expect(other.InferenceClientProviderApiError).not.toBe(InferenceClientProviderApiError);
		const foreign = new other.InferenceClientProviderApiError("down", {
			httpRequest: { url: "https://x.test", method: "POST", headers: {} },
			httpResponse: { status: 0, body: undefined },
		});
		expect(foreign).toBeInstanceOf(InferenceClientProviderApiError);
		expect(foreign).toBeInstanceOf(InferenceClientError);
		expect(foreign).toBeInstanceOf(ConnectionError);
		expect(foreign).not.toBeInstanceOf(InferenceClientTimeoutError);
		expect(new other.InferenceOutputError("bad")).toBeInstanceOf(InferenceOutputError);
		expect(new other.InferenceOutputError("bad")).toBeInstanceOf(TypeError);
		expect({ name: "InferenceClientProviderApiError" }).not.toBeInstanceOf(InferenceClientError);
	});
});
