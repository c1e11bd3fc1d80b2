import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { InferenceClientProviderApiError } from "../../src/errors/index.js";
import { type HttpOptions, sendRequest } from "../../src/http/index.js";
import { chatCompletion, chatCompletionStream } from "../../src/index.js";
import { chatUnsupportedError } from "../../src/tasks/chat-unsupported.js";
import { createFakeFetch, jsonResponse as fakeJson } from "../routing/fake-network.js";
import { headerOf, jsonResponse, loadRecordedExchanges, POST, scriptedFetch } from "./helpers.js";

async function errorFor(
	response: Response,
	options: Partial<HttpOptions> = {},
): Promise<InferenceClientProviderApiError> {
	const error = await sendRequest(POST, {
		service: "provider",
		fetch: scriptedFetch(response),
		retryOnError: false,
		...options,
	}).catch((e: unknown) => e);
	expect(error).toBeInstanceOf(InferenceClientProviderApiError);
	return error as InferenceClientProviderApiError;
}

/** The same failure as a chat call gets it: in the chat task's words where they apply. */
async function chatErrorFor(response: Response, model = "org/base-model"): Promise<InferenceClientProviderApiError> {
	const error = chatUnsupportedError(await errorFor(response), model);
	expect(error).toBeInstanceOf(InferenceClientProviderApiError);
	return error as InferenceClientProviderApiError;
}

const text = (body: string, status: number, contentType?: string) =>
	new Response(body, { status, headers: contentType ? { "content-type": contentType } : {} });

describe("error decoding: the server's own message", () => {
	const cases: Array<[string, Response, string]> = [
		["error string", jsonResponse({ error: "Model x does not exist" }, 404), "Model x does not exist"],
		[
			"OpenAI error.message",
			jsonResponse({ error: { message: "you must provide a model parameter", type: "invalid_request_error" } }, 400),
			"you must provide a model parameter",
		],
		[
			"detail string, trimmed",
			jsonResponse({ detail: "- input: text is required\n" }, 422),
			"- input: text is required",
		],
		[
			"FastAPI detail list",
			jsonResponse(
				{
					detail: [
						{ loc: ["body", "model_name"], msg: "Field required", type: "missing" },
						{ msg: "str type expected" },
					],
				},
				422,
			),
			"body.model_name: Field required; str type expected",
		],
		["top-level message", jsonResponse({ message: "No API key found in request" }, 401), "No API key found in request"],
		["error before detail", jsonResponse({ error: "first", detail: "second" }, 400), "first"],
		["empty error falls through to message", jsonResponse({ error: "", message: "used" }, 400), "used"],
		["problem+json", text('{"detail":"bad input"}', 422, "application/problem+json"), "bad input"],
		[
			"text/plain with charset",
			text("Failed to deserialize", 422, "text/plain; charset=utf-8"),
			"Failed to deserialize",
		],
		[
			"text/plain without parameters (3.x quirk fixed)",
			text("Bad request body", 400, "text/plain"),
			"Bad request body",
		],
		["text/html trimmed", text("\n  <h1>502 Bad Gateway</h1>\n", 502, "text/html"), "<h1>502 Bad Gateway</h1>"],
		["text without content type", text("upstream connect error", 502), "upstream connect error"],
		["JSON in a text body", text('{"error":"wrapped"}', 400, "text/plain"), "wrapped"],
		["broken JSON shown as text", text("{not json", 500, "application/json"), "{not json"],
	];
	for (const [name, response, expected] of cases) {
		it(name, async () => {
			const error = await errorFor(response);
			expect(error.message).toBe(expected);
			expect(error.httpResponse.status).toBe(response.status);
		});
	}
});

describe("error decoding: fallbacks", () => {
	it("keeps 3.x's blob message for an empty or binary body", async () => {
		for (const response of [text("", 500), text("\u0089PNG", 500, "image/png"), text("", 400, "application/json")]) {
			const error = await errorFor(response);
			expect(error.message).toBe("An error occurred while fetching the blob");
			expect(error.httpResponse.status).toBe(response.status);
			expect(error.httpResponse.body).toBeUndefined();
		}
	});

	it("does not take a blank JSON string for a message", async () => {
		expect((await errorFor(text('"  "', 400, "application/json"))).message).toBe(
			'Server response contains error: 400, body: "  "',
		);
	});

	it("shows status and a compact body for JSON without a message field", async () => {
		const error = await errorFor(jsonResponse({ code: 17, reason: null }, 400));
		expect(error.message).toBe('Server response contains error: 400, body: {"code":17,"reason":null}');
		expect(error.httpResponse.body).toEqual({ code: 17, reason: null });
	});

	it("cuts a huge text body in the message but keeps it whole on the error", async () => {
		const page = "x".repeat(10_000);
		const error = await errorFor(text(page, 502, "text/html"));
		expect(error.message).toBe(`${"x".repeat(2_000)}…`);
		expect(error.httpResponse.body).toBe(page);
	});

	it("keeps the request id: x-request-id, else x-amzn-requestid, else the body's request_id", async () => {
		expect(
			(await errorFor(jsonResponse({ error: "e" }, 400, { "x-request-id": "req-1" }))).httpResponse.requestId,
		).toBe("req-1");
		expect(
			(await errorFor(jsonResponse({ error: "e" }, 400, { "x-amzn-requestid": "amz-2" }))).httpResponse.requestId,
		).toBe("amz-2");
		expect((await errorFor(jsonResponse({ message: "e", request_id: "body-3" }, 404))).httpResponse.requestId).toBe(
			"body-3",
		);
		expect((await errorFor(jsonResponse({ error: "e" }, 400))).httpResponse.requestId).toBeUndefined();
	});

	it("keeps the provider on the error", async () => {
		expect((await errorFor(jsonResponse({ error: "e" }, 400), { provider: "fal-ai" })).provider).toBe("fal-ai");
	});
});

describe("the chat task's words: chat completion not supported (reachable, unlike 3.x)", () => {
	it("is raised for 400/404/422/500 chat answers without a readable message", async () => {
		for (const status of [400, 404, 422, 500]) {
			const error = await chatErrorFor(text("", status));
			expect(error.message).toBe(
				"Server org/base-model does not seem to support chat completion. Error: An error occurred while fetching the blob",
			);
			expect(error.httpResponse.status).toBe(status);
		}
		const json = await chatErrorFor(jsonResponse({ object: "error" }, 404));
		expect(json.message).toBe(
			'Server org/base-model does not seem to support chat completion. Error: Server response contains error: 404, body: {"object":"error"}',
		);
	});

	it("is raised for the realistic answers: 404 Not Found as text or JSON detail, a 500 HTML page", async () => {
		const notFound = await chatErrorFor(text("Not Found", 404, "text/plain"));
		expect(notFound.message).toBe("Server org/base-model does not seem to support chat completion. Error: Not Found");
		const detail = await chatErrorFor(jsonResponse({ detail: "Not Found" }, 404));
		expect(detail.message).toBe("Server org/base-model does not seem to support chat completion. Error: Not Found");
		const page = "<!DOCTYPE html>\n<html><head><title>500 Internal Server Error</title></head><body>oops</body></html>";
		const html = await chatErrorFor(text(page, 500, "text/html"));
		expect(html.message).toBe(
			'Server org/base-model does not seem to support chat completion. Error: HTTP 500, an HTML page titled "500 Internal Server Error"',
		);
		expect(html.httpResponse.body).toBe(page);
		// The same answers to other calls keep the server's words.
		expect((await errorFor(text("Not Found", 404, "text/plain"))).message).toBe("Not Found");
	});

	it("is raised by chatCompletion and chatCompletionStream for a model answered 404 Not Found", async () => {
		const network = createFakeFetch((url) =>
			url.includes("/api/models/")
				? fakeJson({
						inferenceProviderMapping: { together: { providerId: "org/base", status: "live", task: "conversational" } },
					})
				: new Response("Not Found", { status: 404, headers: { "content-type": "text/plain" } }),
		);
		const args = {
			model: "org/base-model",
			provider: "together" as const,
			messages: [{ role: "user", content: "hi" }],
		};
		const expected = "Server org/base does not seem to support chat completion. Error: Not Found";
		await expect(chatCompletion(args, { fetch: network.fetch })).rejects.toThrow(expected);
		const stream = chatCompletionStream(args, { fetch: network.fetch });
		await expect(stream.next()).rejects.toThrow(expected);
	});

	it("keeps the server's message when there is one", async () => {
		const error = await chatErrorFor(jsonResponse({ error: "Template error: template not found" }, 422));
		expect(error.message).toBe("Template error: template not found");
	});

	it("is not raised for other statuses or non-chat calls", async () => {
		expect((await chatErrorFor(text("", 401))).message).toBe("An error occurred while fetching the blob");
		expect((await errorFor(text("", 404))).message).toBe("An error occurred while fetching the blob");
	});
});

/** What the server said, read from the recorded body independently of the decoder. */
function serverMessage(body: string, contentType: string): string {
	if (!contentType.includes("json")) return body.trim();
	const json = JSON.parse(body) as {
		error?: string | { message: string };
		detail?: string | Array<{ loc?: unknown[]; msg: string }>;
		message?: string;
	};
	if (typeof json.error === "string") return json.error;
	if (json.error) return json.error.message;
	if (typeof json.detail === "string") return json.detail.trim();
	if (Array.isArray(json.detail)) {
		return json.detail.map((item) => (item.loc ? `${item.loc.join(".")}: ${item.msg}` : item.msg)).join("; ");
	}
	return String(json.message);
}

describe("error decoding: every recorded non-2xx exchange", async () => {
	const failures = (await loadRecordedExchanges()).filter((exchange) => exchange.response.status >= 300);

	it("covers the recorded 400, 401, 404, 421 and 422 answers", () => {
		expect(new Set(failures.map((exchange) => exchange.response.status))).toEqual(new Set([400, 401, 404, 421, 422]));
		expect(failures.length).toBeGreaterThanOrEqual(30);
	});

	for (const [index, exchange] of failures.entries()) {
		const { status, body, headers } = exchange.response;
		it(`#${index} ${status} ${exchange.url}`, async () => {
			const contentType = headerOf(headers, "content-type") ?? "";
			const error = await errorFor(new Response(body, { status, headers }));
			expect(error.message).toBe(serverMessage(body, contentType));
			expect(error.message).not.toMatch(/^"|\[object Object\]/);
			expect(error.httpResponse.status).toBe(status);
			expect(error.httpResponse.body).toEqual(contentType.includes("json") ? JSON.parse(body) : body);
		});
	}

	it("finds the request id Mistral puts in its body", async () => {
		const mistral = failures.find((exchange) => exchange.url.startsWith("https://api.mistral.ai/v1/chat"));
		expect(mistral).toBeDefined();
		const { status, body, headers } = mistral!.response;
		const error = await errorFor(new Response(body, { status, headers }));
		expect(error.httpResponse.requestId).toBe((JSON.parse(body) as { request_id: string }).request_id);
	});
});

describe("error decoding properties", () => {
	it("turns any failed answer into a typed error with a non-empty message and the status kept", async () => {
		const contentTypes = fc.constantFrom(
			undefined,
			"application/json",
			"application/problem+json",
			"text/plain",
			"text/plain; charset=utf-8",
			"text/html",
			"image/png",
		);
		const bodies = fc.oneof(
			fc.uint8Array({ maxLength: 64 }),
			fc.json().map((json) => new TextEncoder().encode(json)),
			fc.string().map((text) => new TextEncoder().encode(text)),
		);
		const statuses = fc.integer({ min: 400, max: 599 }).filter((status) => status !== 503);
		await fc.assert(
			fc.asyncProperty(statuses, contentTypes, bodies, fc.boolean(), async (status, contentType, body, chat) => {
				const response = new Response(body, {
					status,
					headers: contentType === undefined ? {} : { "content-type": contentType },
				});
				const error = chat ? await chatErrorFor(response, "m") : await errorFor(response);
				expect(error.message.length).toBeGreaterThan(0);
				expect(error.httpResponse.status).toBe(status);
				expect(() => JSON.stringify(error)).not.toThrow();
			}),
			{ numRuns: 300 },
		);
	});
});
