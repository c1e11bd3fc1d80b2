// Retries by cause against a real loopback server, through the public API and the real global fetch: 429 and
// connection errors are retried a bounded number of times before any byte of the answer, never after.
import { afterEach, describe, expect, it, vi } from "vitest";
import {
	chatCompletionStream,
	InferenceClientProviderApiError,
	InferenceClientStreamError,
	kindOfError,
	type RetryEvent,
} from "../../src/index.js";
import { chatChunk, classify, failure, type Handler, serve, writeEvent } from "./loopback.js";

const TEST_MS = 2_000;
/** Every call carries a token: redaction runs only then, and it must leave the caller's abort reason alone. */
const TOKEN = "hf_testtoken123";
const LABELS = [{ label: "POSITIVE", score: 0.9 }];

afterEach(() => {
	vi.restoreAllMocks();
});

/** Answers 429 (with these headers) to the first `count` requests, then the labels. */
function rateLimitedThenOk(count: number, headers: Record<string, string> = {}): Handler {
	return (_request, response, index) => {
		if (index < count) {
			response.writeHead(429, { "content-type": "application/json", "x-request-id": `req-${index}`, ...headers });
			response.end(JSON.stringify({ error: "Rate limit reached" }));
			return;
		}
		response.writeHead(200, { "content-type": "application/json" });
		response.end(JSON.stringify([LABELS]));
	};
}

describe("429", () => {
	it(
		"with Retry-After, then 200: retried after the server's 0.2 s, then the result",
		async () => {
			vi.spyOn(Math, "random").mockReturnValue(0);
			const times: number[] = [];
			const loopback = await serve((request, response, index) => {
				times.push(Date.now());
				rateLimitedThenOk(1, { "retry-after": "0.2" })(request, response, index);
			});
			await expect(classify(loopback, TOKEN)).resolves.toEqual(LABELS);
			expect(times).toHaveLength(2);
			expect((times[1] ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(180);
		},
		TEST_MS,
	);

	it(
		"without Retry-After, then 200: backs off at least 500 ms even when the jitter draws 0 (never ~20 ms)",
		async () => {
			vi.spyOn(Math, "random").mockReturnValue(0);
			const times: number[] = [];
			const loopback = await serve((request, response, index) => {
				times.push(Date.now());
				rateLimitedThenOk(1)(request, response, index);
			});
			const events: RetryEvent[] = [];
			await expect(classify(loopback, TOKEN, { retry: { onRetry: (event) => events.push(event) } })).resolves.toEqual(
				LABELS,
			);
			expect(events).toEqual([{ attempt: 1, delayMs: 500, status: 429, kind: "rate-limit" }]);
			expect((times[1] ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(490);
		},
		TEST_MS,
	);

	it(
		"endless: 1 + 2 requests, then a rate-limit error with the status, request id, message and Retry-After",
		async () => {
			vi.spyOn(Math, "random").mockReturnValue(0);
			const loopback = await serve(rateLimitedThenOk(Number.POSITIVE_INFINITY, { "retry-after": "0" }));
			const error = await failure(classify(loopback, TOKEN));
			expect(loopback.requests).toHaveLength(3);
			expect(error).toBeInstanceOf(InferenceClientProviderApiError);
			const apiError = error as InferenceClientProviderApiError;
			expect(apiError.kind).toBe("rate-limit");
			expect(kindOfError(apiError)).toBe("rate-limit");
			expect(apiError.httpResponse).toMatchObject({ status: 429, requestId: "req-2", retryAfterMs: 0 });
			expect(apiError.message).toBe("Rate limit reached");
		},
		TEST_MS,
	);

	it(
		"a Retry-After longer than retry.maxDelayMs: not retried, the wait asked for is on the error",
		async () => {
			const loopback = await serve(rateLimitedThenOk(1, { "retry-after": "30" }));
			const error = await failure(classify(loopback, TOKEN, { retry: { maxDelayMs: 1_000 } }));
			expect(loopback.requests).toHaveLength(1);
			expect((error as InferenceClientProviderApiError).httpResponse.retryAfterMs).toBe(30_000);
		},
		TEST_MS,
	);

	it(
		"retry: { limit } bounds the attempts; { limit: 0 } and retry_on_error: false make one request",
		async () => {
			vi.spyOn(Math, "random").mockReturnValue(0);
			// Retry-After: 0 keeps the test fast (without it, a 429 backs off from 500 ms, doubling).
			const loopback = await serve(rateLimitedThenOk(Number.POSITIVE_INFINITY, { "retry-after": "0" }));
			await failure(classify(loopback, TOKEN, { retry: { limit: 4 } }));
			expect(loopback.requests).toHaveLength(5);
			await failure(classify(loopback, TOKEN, { retry: { limit: 0 } }));
			expect(loopback.requests).toHaveLength(6);
			await failure(classify(loopback, TOKEN, { retry_on_error: false }));
			expect(loopback.requests).toHaveLength(7);
		},
		TEST_MS,
	);

	it(
		"onRetry hears each retry: attempt, wait, status and kind",
		async () => {
			vi.spyOn(Math, "random").mockReturnValue(0);
			const loopback = await serve(rateLimitedThenOk(2, { "retry-after": "0.05" }));
			const events: RetryEvent[] = [];
			await expect(classify(loopback, TOKEN, { retry: { onRetry: (event) => events.push(event) } })).resolves.toEqual(
				LABELS,
			);
			expect(events).toEqual([
				{ attempt: 1, delayMs: 50, status: 429, kind: "rate-limit" },
				{ attempt: 2, delayMs: 50, status: 429, kind: "rate-limit" },
			]);
		},
		TEST_MS,
	);
});

describe("connection errors", () => {
	it(
		"a reset before the headers, then 200: retried with retry.resendOnConnectionLoss, then the result",
		async () => {
			vi.spyOn(Math, "random").mockReturnValue(0);
			const loopback = await serve((request, response, index) => {
				if (index === 0) {
					request.socket.destroy();
					return;
				}
				response.writeHead(200, { "content-type": "application/json" });
				response.end(JSON.stringify([LABELS]));
			});
			await expect(classify(loopback, TOKEN, { retry: { resendOnConnectionLoss: true } })).resolves.toEqual(LABELS);
			expect(loopback.requests).toHaveLength(2);
		},
		TEST_MS,
	);

	it(
		'retry: { kinds: ["rate-limit"] }: connection errors not retried, one request',
		async () => {
			const loopback = await serve((request) => void request.socket.destroy());
			const error = await failure(classify(loopback, TOKEN, { retry: { kinds: ["rate-limit"] } }));
			expect(loopback.requests).toHaveLength(1);
			expect(kindOfError(error)).toBe("connection");
		},
		TEST_MS,
	);

	it(
		"a reset in the middle of a JSON body is not retried: one request, a connection error with the status",
		async () => {
			const loopback = await serve((_request, response) => {
				response.writeHead(200, { "content-type": "application/json", "content-length": "1000" });
				response.write('[{"label":"POSITIVE","sco');
				setTimeout(() => response.destroy(), 20);
			});
			const error = await failure(classify(loopback, TOKEN));
			expect(loopback.requests).toHaveLength(1);
			expect(error).toBeInstanceOf(InferenceClientProviderApiError);
			expect((error as InferenceClientProviderApiError).kind).toBe("connection");
			expect((error as InferenceClientProviderApiError).httpResponse.status).toBe(200);
		},
		TEST_MS,
	);

	it(
		"a reset after the stream started is not retried: the events before it, then a connection stream error",
		async () => {
			const loopback = await serve((_request, response) => {
				response.writeHead(200, { "content-type": "text/event-stream" });
				writeEvent(response, chatChunk("a"));
				setTimeout(() => response.destroy(), 30);
			});
			const received: string[] = [];
			const error = await failure(
				(async () => {
					for await (const chunk of chatCompletionStream({
						endpointUrl: loopback.url,
						messages: [{ role: "user", content: "hi" }],
						accessToken: TOKEN,
					})) {
						received.push(chunk.choices[0]?.delta.content ?? "");
					}
				})(),
			);
			expect(received).toEqual(["a"]);
			expect(loopback.requests).toHaveLength(1);
			expect(error).toBeInstanceOf(InferenceClientStreamError);
			expect((error as InferenceClientStreamError).kind).toBe("connection");
		},
		TEST_MS,
	);

	it(
		"a reset before a stream's headers is retried with retry.resendOnConnectionLoss, then the events arrive",
		async () => {
			vi.spyOn(Math, "random").mockReturnValue(0);
			const loopback = await serve((request, response, index) => {
				if (index === 0) {
					request.socket.destroy();
					return;
				}
				response.writeHead(200, { "content-type": "text/event-stream" });
				writeEvent(response, chatChunk("ok"));
				response.end("data: [DONE]\n\n");
			});
			const received: string[] = [];
			for await (const chunk of chatCompletionStream(
				{ endpointUrl: loopback.url, messages: [{ role: "user", content: "hi" }], accessToken: TOKEN },
				{ retry: { resendOnConnectionLoss: true } },
			)) {
				received.push(chunk.choices[0]?.delta.content ?? "");
			}
			expect(received).toEqual(["ok"]);
			expect(loopback.requests).toHaveLength(2);
		},
		TEST_MS,
	);
});

describe("the caller's abort", () => {
	it(
		"rethrows the caller's own AbortError as in 3.x, which kindOfError names 'abort'",
		async () => {
			const controller = new AbortController();
			// Aborted once the server holds the request (and never answers it): a timer could fire before the
			// request is out on a busy machine.
			const loopback = await serve(() => controller.abort());
			const error = await failure(classify(loopback, TOKEN, { signal: controller.signal }));
			expect(error).toBe(controller.signal.reason);
			expect((error as DOMException).name).toBe("AbortError");
			expect(kindOfError(error)).toBe("abort");
			expect(loopback.requests).toHaveLength(1);
		},
		TEST_MS,
	);
});
