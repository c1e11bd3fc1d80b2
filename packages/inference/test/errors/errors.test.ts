import { describe, expect, it } from "vitest";
import {
	InferenceClientError,
	InferenceClientHttpError,
	InferenceClientHubApiError,
	InferenceClientInputError,
	InferenceClientProviderApiError,
	InferenceClientRoutingError,
	InferenceClientStreamError,
	InferenceClientTimeoutError,
	InferenceOutputError,
	kindOfError,
	kindOfStatus,
	redactHeaders,
	redactUrl,
} from "../../src/errors/index.js";

const httpDetails = {
	httpRequest: {
		url: "https://router.huggingface.co/fal-ai/fal-ai/flux?api_key=abcdef123456&page=2",
		method: "POST",
		headers: { Authorization: "Bearer abcdef123456", "Content-Type": "application/json" },
	},
	httpResponse: { status: 422, requestId: "req-9", body: { detail: "bad" } },
	provider: "fal-ai",
};

describe("InferenceOutputError", () => {
	it("keeps the 3.x name, TypeError base and message format", () => {
		const error = new InferenceOutputError("Expected Array<{label: string, score: number}>");
		expect(error).toBeInstanceOf(TypeError);
		expect(error.name).toBe("InferenceOutputError");
		expect(error.message).toBe(
			"Invalid inference output: Expected Array<{label: string, score: number}>. Use the 'request' method with the same parameters to do a custom call with no type checking.",
		);
		expect(String(error)).toBe(`InferenceOutputError: ${error.message}`);
		expect(JSON.parse(JSON.stringify(error))).toEqual({
			name: "InferenceOutputError",
			kind: "output",
			message: error.message,
		});
	});
});

describe("InferenceClientError hierarchy", () => {
	const instances: Array<[string, InferenceClientError]> = [
		["InferenceClientError", new InferenceClientError("m")],
		["InferenceClientInputError", new InferenceClientInputError("m")],
		["InferenceClientRoutingError", new InferenceClientRoutingError("m")],
		["InferenceClientHubApiError", new InferenceClientHubApiError("m", httpDetails)],
		["InferenceClientProviderApiError", new InferenceClientProviderApiError("m", httpDetails)],
		["InferenceClientStreamError", new InferenceClientStreamError("m")],
		["InferenceClientTimeoutError", new InferenceClientTimeoutError({ timeoutMs: 5 })],
	];
	for (const [name, error] of instances) {
		it(`${name}: sets its name, is an Error and an InferenceClientError, is not an output error`, () => {
			expect(error.name).toBe(name);
			expect(error).toBeInstanceOf(Error);
			expect(error).toBeInstanceOf(InferenceClientError);
			expect(error).not.toBeInstanceOf(TypeError);
			expect(String(error).startsWith(`${name}: `)).toBe(true);
			expect(JSON.parse(JSON.stringify(error))).toMatchObject({ name, message: error.message });
		});
	}

	it("groups the two API errors under InferenceClientHttpError", () => {
		expect(new InferenceClientHubApiError("m", httpDetails)).toBeInstanceOf(InferenceClientHttpError);
		expect(new InferenceClientProviderApiError("m", httpDetails)).toBeInstanceOf(InferenceClientHttpError);
	});

	it("keeps the cause without serialising it", () => {
		const cause = new TypeError("fetch failed");
		const error = new InferenceClientProviderApiError("m", { ...httpDetails, cause });
		expect(error.cause).toBe(cause);
		expect(JSON.stringify(error)).not.toContain("fetch failed");
		expect(new InferenceClientInputError("m", { cause }).cause).toBe(cause);
		expect("cause" in new InferenceClientInputError("m")).toBe(false);
	});

	it("keeps status, request id, provider and body, with the request redacted", () => {
		const error = new InferenceClientProviderApiError("bad", httpDetails);
		expect(error.httpResponse).toEqual({ status: 422, requestId: "req-9", body: { detail: "bad" } });
		expect(error.provider).toBe("fal-ai");
		expect(error.httpRequest).toEqual({
			url: "https://router.huggingface.co/fal-ai/fal-ai/flux?page=2",
			method: "POST",
			headers: { Authorization: "[redacted]", "Content-Type": "application/json" },
		});
		expect(JSON.parse(JSON.stringify(error))).toEqual({
			name: "InferenceClientProviderApiError",
			kind: "bad-request",
			message: "bad",
			provider: "fal-ai",
			httpRequest: error.httpRequest,
			httpResponse: error.httpResponse,
		});
	});

	it("words the timeout error", () => {
		const error = new InferenceClientTimeoutError({ timeoutMs: 1500, provider: "groq" });
		expect(error.message).toBe("Request timed out after 1500 ms");
		expect(error.timeoutMs).toBe(1500);
		expect(JSON.parse(JSON.stringify(error))).toEqual({
			name: "InferenceClientTimeoutError",
			kind: "timeout",
			message: "Request timed out after 1500 ms",
			timeoutMs: 1500,
			provider: "groq",
		});
	});
});

describe("error kinds: what went wrong, whatever the origin", () => {
	const withStatus = (status: number) => ({ ...httpDetails, httpResponse: { status, body: undefined } });

	it("reads an HTTP error's kind from its status", () => {
		const expected: Array<[number, string]> = [
			[0, "connection"],
			[400, "bad-request"],
			[401, "authentication"],
			[403, "permission"],
			[404, "not-found"],
			[422, "bad-request"],
			[429, "rate-limit"],
			[500, "server"],
			[502, "server"],
			[503, "server"],
			[504, "server"],
			[405, "http"],
			[409, "http"],
			[413, "http"],
			[200, "http"],
		];
		for (const [status, kind] of expected) {
			expect(kindOfStatus(status), String(status)).toBe(kind);
			expect(new InferenceClientProviderApiError("m", withStatus(status)).kind, String(status)).toBe(kind);
			expect(new InferenceClientHubApiError("m", withStatus(status)).kind, String(status)).toBe(kind);
		}
	});

	it("keeps both the origin (instanceof) and the cause (kind) on one error", () => {
		const error = new InferenceClientProviderApiError("Rate limit reached", withStatus(429));
		expect(error).toBeInstanceOf(InferenceClientProviderApiError);
		expect(error).toBeInstanceOf(InferenceClientHttpError);
		expect(error.kind).toBe("rate-limit");
		expect(error.message).toBe("Rate limit reached");
	});

	it("lets a cut answer say 'connection' whatever its status", () => {
		expect(new InferenceClientProviderApiError("m", { ...withStatus(200), kind: "connection" }).kind).toBe(
			"connection",
		);
		expect(new InferenceClientStreamError("m", { kind: "connection" }).kind).toBe("connection");
	});

	it("gives every other class its kind", () => {
		expect(new InferenceClientError("m").kind).toBe("unknown");
		expect(new InferenceClientInputError("m").kind).toBe("input");
		expect(new InferenceClientRoutingError("m").kind).toBe("routing");
		expect(new InferenceClientStreamError("m").kind).toBe("stream");
		expect(new InferenceClientTimeoutError({ timeoutMs: 5 }).kind).toBe("timeout");
		expect(new InferenceOutputError("m").kind).toBe("output");
	});

	it("keeps the Retry-After wait on the response info", () => {
		const error = new InferenceClientProviderApiError("m", {
			...httpDetails,
			httpResponse: { status: 429, body: undefined, retryAfterMs: 2_000 },
		});
		expect(error.httpResponse.retryAfterMs).toBe(2_000);
		expect(JSON.parse(JSON.stringify(error)).httpResponse.retryAfterMs).toBe(2_000);
	});

	it("kindOfError: the client's errors, the abort and timeout errors of signals, nothing else", () => {
		expect(kindOfError(new InferenceClientProviderApiError("m", withStatus(401)))).toBe("authentication");
		expect(kindOfError(new InferenceOutputError("m"))).toBe("output");
		const controller = new AbortController();
		controller.abort();
		expect(kindOfError(controller.signal.reason)).toBe("abort");
		expect(kindOfError(new DOMException("The operation was aborted.", "AbortError"))).toBe("abort");
		expect(kindOfError(new DOMException("The operation timed out.", "TimeoutError"))).toBe("timeout");
		for (const other of [new Error("user left"), new TypeError("x"), "AbortError", undefined, null, 42]) {
			expect(kindOfError(other)).toBeUndefined();
		}
	});
});

describe("redactHeaders", () => {
	it("replaces every credential-like header value and keeps the others", () => {
		expect(
			redactHeaders({
				Authorization: "Bearer hf_abc",
				"X-Key": "k",
				"x-api-key": "k",
				Cookie: "a=b",
				"X-Amz-Security-Token": "t",
				"X-Client-Secret": "s",
				"Proxy-Authorization": "Basic x",
				"Content-Type": "application/json",
				"X-HF-Bill-To": "my-org",
			}),
		).toEqual({
			Authorization: "[redacted]",
			"X-Key": "[redacted]",
			"x-api-key": "[redacted]",
			Cookie: "[redacted]",
			"X-Amz-Security-Token": "[redacted]",
			"X-Client-Secret": "[redacted]",
			"Proxy-Authorization": "[redacted]",
			"Content-Type": "application/json",
			"X-HF-Bill-To": "my-org",
		});
		expect(redactHeaders(undefined)).toEqual({});
	});
});

describe("redactUrl", () => {
	it("removes token, key, signature and api_key query parameters, keeps the rest", () => {
		expect(
			redactUrl(
				"https://storage.example/out.png?X-Amz-Signature=abc&X-Amz-Credential=cred&api_key=k&token=t&sig=s&width=512",
			),
		).toBe("https://storage.example/out.png?X-Amz-Credential=cred&width=512");
		expect(redactUrl("https://h.example/a?access_token=t&key=k")).toBe("https://h.example/a");
	});

	it("removes user info", () => {
		expect(redactUrl("https://user:pass@h.example/a")).toBe("https://h.example/a");
	});

	it("drops the query of a URL it cannot parse", () => {
		expect(redactUrl("/relative/path?token=t#frag")).toBe("/relative/path");
	});

	it("leaves a clean URL alone", () => {
		expect(redactUrl("https://router.huggingface.co/hf-inference/models/gpt2")).toBe(
			"https://router.huggingface.co/hf-inference/models/gpt2",
		);
	});
});
