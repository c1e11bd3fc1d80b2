// Fault tests (DESIGN §7): a real loopback server misbehaves, the client is used through its public API with
// the real global fetch. Every failure must be a typed error (or the caller's own abort reason), never a hang,
// an untyped crash or a silent wrong answer; every request loop stays bounded in count and time.
import { afterEach, describe, expect, it, vi } from "vitest";
import {
	InferenceClientError,
	InferenceClientHubApiError,
	InferenceClientProviderApiError,
	InferenceClientStreamError,
	InferenceClientTimeoutError,
	InferenceOutputError,
} from "../../src/errors/index.js";
import { chatCompletion, chatCompletionStream, textClassification } from "../../src/index.js";
import { clearProviderMappingCache } from "../../src/routing/index.js";
import { chatChunk, classify, failure, type Handler, serve, sleep, writeEvent } from "./loopback.js";

/** Each test must finish well inside this (the brief's bound is 2 s per test). */
const TEST_MS = 2_000;
/** Every call carries a token: redaction runs only then, and it must leave the caller's abort reason alone. */
const TOKEN = "hf_testtoken123";

afterEach(() => {
	vi.restoreAllMocks();
});

async function collect<T>(stream: AsyncGenerator<T>): Promise<T[]> {
	const items: T[] = [];
	for await (const item of stream) items.push(item);
	return items;
}

const LABELS = [{ label: "POSITIVE", score: 0.9 }];

describe("connection faults", () => {
	it(
		"reset before the headers, every time: a ProviderApiError with status 0 naming the host, the POST not sent again",
		async () => {
			vi.spyOn(Math, "random").mockReturnValue(0);
			const loopback = await serve((request) => void request.socket.destroy());
			const error = await failure(classify(loopback, TOKEN));
			expect(error).toBeInstanceOf(InferenceClientProviderApiError);
			const apiError = error as InferenceClientProviderApiError;
			expect(apiError.httpResponse.status).toBe(0);
			expect(apiError.kind).toBe("connection");
			expect(apiError.message).toContain(`Network error while calling ${new URL(loopback.url).host}`);
			// The server read the request before dropping it: sending it again could run it twice.
			expect(loopback.requests).toHaveLength(1);
		},
		TEST_MS,
	);

	it(
		"reset in the middle of a JSON body: a typed error, not the fetch's TypeError",
		async () => {
			const loopback = await serve((_request, response) => {
				response.writeHead(200, { "content-type": "application/json", "content-length": "1000" });
				response.write('[{"label":"POSITIVE","sco');
				setTimeout(() => response.destroy(), 20);
			});
			const error = await failure(classify(loopback, TOKEN));
			expect(error).toBeInstanceOf(InferenceClientProviderApiError);
			expect((error as InferenceClientProviderApiError).httpResponse.status).toBe(200);
			expect((error as Error).message).toMatch(/^Response body could not be read/);
		},
		TEST_MS,
	);

	it.each([
		[
			"a truncated JSON body (connection closed cleanly): 'Response body is not valid JSON'",
			"application/json",
			'[{"label":"POSITIVE","sco',
		],
		[
			"a non-JSON body with a JSON content type: a typed API error quoting the start of the body",
			"application/json; charset=utf-8",
			"<html>gateway says hello</html>",
		],
	])(
		"%s",
		async (_name, contentType, body) => {
			const loopback = await serve((_request, response) => {
				response.writeHead(200, { "content-type": contentType });
				response.end(body);
			});
			const error = await failure(classify(loopback, TOKEN));
			expect(error).toBeInstanceOf(InferenceClientProviderApiError);
			expect((error as Error).message).toBe(`Response body is not valid JSON: ${body}`);
		},
		TEST_MS,
	);

	it(
		"a server that never answers: the timeout option stops it with InferenceClientTimeoutError and frees the socket",
		async () => {
			const loopback = await serve(() => {
				// Never answers.
			});
			const started = Date.now();
			const error = await failure(classify(loopback, TOKEN, { timeout: 200 }));
			expect(error).toBeInstanceOf(InferenceClientTimeoutError);
			expect((error as InferenceClientTimeoutError).timeoutMs).toBe(200);
			expect((error as Error).message).toBe("Request timed out after 200 ms");
			expect(Date.now() - started).toBeLessThan(1_000);
			await loopback.socketsClosed();
		},
		TEST_MS,
	);

	it(
		"a server that never answers: the caller's signal aborts it with the caller's reason",
		async () => {
			const loopback = await serve(() => {});
			const controller = new AbortController();
			const reason = new Error("user left");
			setTimeout(() => controller.abort(reason), 100);
			await expect(classify(loopback, TOKEN, { signal: controller.signal })).rejects.toBe(reason);
			await loopback.socketsClosed();
		},
		TEST_MS,
	);
});

describe("retries", () => {
	it(
		"a 503 storm then 200: retried with backoff (jitter pinned to 0), then the result",
		async () => {
			vi.spyOn(Math, "random").mockReturnValue(0);
			const loopback = await serve((_request, response, index) => {
				if (index < 4) {
					response.writeHead(503, { "content-type": "application/json" });
					response.end(JSON.stringify({ error: "Model is loading" }));
					return;
				}
				response.writeHead(200, { "content-type": "application/json" });
				response.end(JSON.stringify([LABELS]));
			});
			await expect(classify(loopback, TOKEN)).resolves.toEqual(LABELS);
			expect(loopback.requests).toHaveLength(5);
		},
		TEST_MS,
	);

	it(
		"an endless 503 storm stops at maxRetries: 1 + maxRetries requests, then the 503 as a typed error",
		async () => {
			vi.spyOn(Math, "random").mockReturnValue(0);
			const loopback = await serve((_request, response) => {
				response.writeHead(503, { "content-type": "application/json", "x-request-id": "req-503" });
				response.end(JSON.stringify({ error: "Model is loading" }));
			});
			const error = await failure(classify(loopback, TOKEN, { maxRetries: 3 }));
			expect(error).toBeInstanceOf(InferenceClientProviderApiError);
			const apiError = error as InferenceClientProviderApiError;
			expect(apiError.httpResponse).toMatchObject({ status: 503, requestId: "req-503" });
			expect(apiError.message).toBe("Model is loading");
			expect(loopback.requests).toHaveLength(4);
		},
		TEST_MS,
	);

	it(
		"an endless 503 storm with real backoff stops at the timeout, with few requests",
		async () => {
			const loopback = await serve((_request, response) => {
				response.writeHead(503, { "content-type": "text/plain" });
				response.end("overloaded");
			});
			const started = Date.now();
			const error = await failure(classify(loopback, TOKEN, { timeout: 600 }));
			expect(error).toBeInstanceOf(InferenceClientTimeoutError);
			expect(Date.now() - started).toBeLessThan(1_200);
			// Backoff windows of 500 ms, 1 s...: a 600 ms budget leaves room for a handful of attempts at most.
			expect(loopback.requests.length).toBeGreaterThanOrEqual(1);
			expect(loopback.requests.length).toBeLessThanOrEqual(4);
		},
		TEST_MS,
	);

	it(
		"Retry-After is honoured (jitter pinned to 0): the retry waits the server's 0.2 s",
		async () => {
			vi.spyOn(Math, "random").mockReturnValue(0);
			const times: number[] = [];
			const loopback = await serve((_request, response, index) => {
				times.push(Date.now());
				if (index === 0) {
					response.writeHead(503, { "content-type": "text/plain", "retry-after": "0.2" });
					response.end("loading");
					return;
				}
				response.writeHead(200, { "content-type": "application/json" });
				response.end(JSON.stringify([LABELS]));
			});
			await expect(classify(loopback, TOKEN)).resolves.toEqual(LABELS);
			expect(times).toHaveLength(2);
			expect((times[1] ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(180);
		},
		TEST_MS,
	);

	it(
		"retry_on_error: false returns the first 503",
		async () => {
			const loopback = await serve((_request, response) => {
				response.writeHead(503, { "content-type": "text/plain" });
				response.end("overloaded");
			});
			const error = await failure(classify(loopback, TOKEN, { retry_on_error: false }));
			expect((error as InferenceClientProviderApiError).httpResponse.status).toBe(503);
			expect(loopback.requests).toHaveLength(1);
		},
		TEST_MS,
	);
});

describe("bad bodies", () => {
	it(
		"a huge text error body: the message is cut, the call fails fast without a crash",
		async () => {
			const huge = "x".repeat(5_000_000);
			const loopback = await serve((_request, response) => {
				response.writeHead(500, { "content-type": "text/plain" });
				response.end(huge);
			});
			const error = await failure(classify(loopback, TOKEN));
			expect(error).toBeInstanceOf(InferenceClientProviderApiError);
			expect((error as Error).message.length).toBeLessThanOrEqual(2_100);
			expect((error as InferenceClientProviderApiError).httpResponse.status).toBe(500);
		},
		TEST_MS,
	);

	it(
		"a huge JSON error message: the message is cut too",
		async () => {
			const loopback = await serve((_request, response) => {
				response.writeHead(400, { "content-type": "application/json" });
				response.end(JSON.stringify({ error: "y".repeat(50_000) }));
			});
			const error = await failure(classify(loopback, TOKEN));
			expect(error).toBeInstanceOf(InferenceClientProviderApiError);
			expect((error as Error).message).toBe(`${"y".repeat(10_000)}…`);
		},
		TEST_MS,
	);

	it(
		"a JSON error body past the 64 KB read: its start as text, cut in the message, the body flagged as cut",
		async () => {
			const loopback = await serve((_request, response) => {
				response.writeHead(400, { "content-type": "application/json" });
				response.end(JSON.stringify({ error: "y".repeat(1_000_000) }));
			});
			const error = await failure(classify(loopback, TOKEN));
			expect(error).toBeInstanceOf(InferenceClientProviderApiError);
			const apiError = error as InferenceClientProviderApiError;
			expect(apiError.message).toBe(`${`{"error":"${"y".repeat(2_000)}`.slice(0, 2_000)}…`);
			expect(apiError.httpResponse.bodyTruncated).toBe(true);
			expect((apiError.httpResponse.body as string).length).toBe(64 * 1024);
		},
		TEST_MS,
	);

	it(
		"a corrupt gzip body: a typed API error, not the decompressor's exception",
		async () => {
			const loopback = await serve((_request, response) => {
				response.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip" });
				response.end(Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3, 0xde, 0xad, 0xbe, 0xef]));
			});
			const error = await failure(classify(loopback, TOKEN));
			expect(error).toBeInstanceOf(InferenceClientProviderApiError);
			expect((error as Error).message).toMatch(/^Response body could not be read/);
		},
		TEST_MS,
	);

	it(
		"binary bytes answered to a JSON task: InferenceOutputError",
		async () => {
			const loopback = await serve((_request, response) => {
				response.writeHead(200, { "content-type": "application/octet-stream" });
				response.end(Buffer.from([0, 1, 2, 255]));
			});
			const error = await failure(classify(loopback, TOKEN));
			expect(error).toBeInstanceOf(InferenceOutputError);
		},
		TEST_MS,
	);

	it(
		"a chat answer that is not a chat completion: InferenceOutputError",
		async () => {
			const loopback = await serve((_request, response) => {
				response.writeHead(200, { "content-type": "application/json" });
				response.end(JSON.stringify({ choices: "none" }));
			});
			const error = await failure(
				chatCompletion({ endpointUrl: loopback.url, messages: [{ role: "user", content: "hi" }], accessToken: TOKEN }),
			);
			expect(error).toBeInstanceOf(InferenceOutputError);
		},
		TEST_MS,
	);
});

describe("streams", () => {
	const messages = [{ role: "user", content: "hi" }];

	function slowStream(loopback: { closed: boolean }): Handler {
		return async (request, response) => {
			response.on("close", () => {
				loopback.closed = true;
			});
			response.writeHead(200, { "content-type": "text/event-stream" });
			for (let index = 0; index < 50 && !request.socket.destroyed; index++) {
				writeEvent(response, chatChunk(`t${index}`));
				await sleep(200);
			}
			response.end("data: [DONE]\n\n");
		};
	}

	it(
		"a stream read to [DONE] leaves its connection to the next call, its body's end coming in a packet after it",
		async () => {
			const sockets = new Set<unknown>();
			const loopback = await serve(async (request, response) => {
				sockets.add(request.socket);
				response.writeHead(200, { "content-type": "text/event-stream" });
				writeEvent(response, chatChunk("ok"));
				response.write("data: [DONE]\n\n");
				await sleep(20);
				response.end();
			});
			for (let call = 0; call < 3; call++) {
				const chunks = await collect(chatCompletionStream({ endpointUrl: loopback.url, messages, accessToken: TOKEN }));
				expect(chunks.map((chunk) => chunk.choices[0]?.delta.content)).toEqual(["ok"]);
				// The next call a moment later, as a conversation's next turn.
				await sleep(100);
			}
			expect(loopback.requests).toHaveLength(3);
			expect(sockets.size).toBe(1);
		},
		TEST_MS,
	);

	it(
		"a slow stream (events 200 ms apart): the caller's signal aborts it promptly and the socket is released",
		async () => {
			const state = { closed: false };
			const loopback = await serve(slowStream(state));
			const controller = new AbortController();
			const reason = new Error("stop");
			const received: string[] = [];
			const started = Date.now();
			const error = await failure(
				(async () => {
					for await (const chunk of chatCompletionStream(
						{ endpointUrl: loopback.url, messages, accessToken: TOKEN },
						{ signal: controller.signal },
					)) {
						received.push(chunk.choices[0]?.delta.content ?? "");
						if (received.length === 2) setTimeout(() => controller.abort(reason), 50);
					}
				})(),
			);
			expect(error).toBe(reason);
			expect(received).toEqual(["t0", "t1"]);
			// Two events are 200 ms apart; the abort comes 50 ms after the second: well before a third.
			expect(Date.now() - started).toBeLessThan(700);
			await loopback.socketsClosed();
			expect(state.closed).toBe(true);
		},
		TEST_MS,
	);

	it(
		"a consumer that stops early (break) releases the socket",
		async () => {
			const state = { closed: false };
			const loopback = await serve(slowStream(state));
			for await (const chunk of chatCompletionStream({ endpointUrl: loopback.url, messages, accessToken: TOKEN })) {
				expect(chunk.choices[0]?.delta.content).toBe("t0");
				break;
			}
			await loopback.socketsClosed();
			expect(state.closed).toBe(true);
		},
		TEST_MS,
	);

	it(
		"a stream cut mid-event by a reset: the events before it, then InferenceClientStreamError",
		async () => {
			const loopback = await serve((_request, response) => {
				response.writeHead(200, { "content-type": "text/event-stream" });
				writeEvent(response, chatChunk("a"));
				response.write('data: {"choices":[{"delta":{"cont');
				setTimeout(() => response.destroy(), 30);
			});
			const received: string[] = [];
			const error = await failure(
				(async () => {
					for await (const chunk of chatCompletionStream({ endpointUrl: loopback.url, messages, accessToken: TOKEN })) {
						received.push(chunk.choices[0]?.delta.content ?? "");
					}
				})(),
			);
			expect(received).toEqual(["a"]);
			expect(error).toBeInstanceOf(InferenceClientStreamError);
			expect((error as Error).message).toMatch(/^Event stream interrupted/);
		},
		TEST_MS,
	);

	it(
		"a stream that ends cleanly mid-event: the complete events, the garbled tail dropped",
		async () => {
			const loopback = await serve((_request, response) => {
				response.writeHead(200, { "content-type": "text/event-stream" });
				writeEvent(response, chatChunk("a"));
				writeEvent(response, chatChunk("b"));
				response.end('data: {"choices":[{"delta":{"cont');
			});
			const chunks = await collect(chatCompletionStream({ endpointUrl: loopback.url, messages, accessToken: TOKEN }));
			expect(chunks.map((chunk) => chunk.choices[0]?.delta.content)).toEqual(["a", "b"]);
		},
		TEST_MS,
	);

	it(
		"a 503 before the stream starts is retried, then the events arrive",
		async () => {
			vi.spyOn(Math, "random").mockReturnValue(0);
			const loopback = await serve((_request, response, index) => {
				if (index < 2) {
					response.writeHead(503, { "content-type": "text/plain" });
					response.end("loading");
					return;
				}
				response.writeHead(200, { "content-type": "text/event-stream" });
				writeEvent(response, chatChunk("ok"));
				response.end("data: [DONE]\n\n");
			});
			const chunks = await collect(chatCompletionStream({ endpointUrl: loopback.url, messages, accessToken: TOKEN }));
			expect(chunks.map((chunk) => chunk.choices[0]?.delta.content)).toEqual(["ok"]);
			expect(loopback.requests).toHaveLength(3);
		},
		TEST_MS,
	);

	it(
		"an error event forwarded inside the stream: InferenceClientStreamError with the backend's words",
		async () => {
			const loopback = await serve((_request, response) => {
				response.writeHead(200, { "content-type": "text/event-stream" });
				writeEvent(response, chatChunk("a"));
				writeEvent(response, { error: { message: "CUDA out of memory" } });
				response.end();
			});
			const received: string[] = [];
			const error = await failure(
				(async () => {
					for await (const chunk of chatCompletionStream({ endpointUrl: loopback.url, messages, accessToken: TOKEN })) {
						received.push(chunk.choices[0]?.delta.content ?? "");
					}
				})(),
			);
			expect(received).toEqual(["a"]);
			expect(error).toBeInstanceOf(InferenceClientStreamError);
			expect((error as Error).message).toBe("Error forwarded from backend: CUDA out of memory");
		},
		TEST_MS,
	);

	it(
		"a stream answered with JSON instead of events: a typed error, the body released",
		async () => {
			const loopback = await serve((_request, response) => {
				response.writeHead(200, { "content-type": "application/json" });
				response.end(JSON.stringify({ hello: "world" }));
			});
			const error = await failure(
				collect(chatCompletionStream({ endpointUrl: loopback.url, messages, accessToken: TOKEN })),
			);
			expect(error).toBeInstanceOf(InferenceClientProviderApiError);
			expect((error as Error).message).toBe(
				"Server does not support event stream content type, it returned application/json",
			);
		},
		TEST_MS,
	);

	it(
		"a stream that never sends its first byte: the timeout stops it",
		async () => {
			const loopback = await serve(() => {});
			const error = await failure(
				collect(chatCompletionStream({ endpointUrl: loopback.url, messages, accessToken: TOKEN }, { timeout: 200 })),
			);
			expect(error).toBeInstanceOf(InferenceClientTimeoutError);
			await loopback.socketsClosed();
		},
		TEST_MS,
	);
});

describe("hub faults (hubUrl on the loopback server)", () => {
	afterEach(() => clearProviderMappingCache());

	it(
		"a hub lookup reset: InferenceClientHubApiError after the connection retries, no provider call",
		async () => {
			vi.spyOn(Math, "random").mockReturnValue(0);
			const loopback = await serve((request) => void request.socket.destroy());
			const error = await failure(
				textClassification(
					{ model: "o/fault-reset", inputs: "x", accessToken: TOKEN },
					{ hubUrl: loopback.url, routerUrl: `${loopback.url}/router` },
				),
			);
			expect(error).toBeInstanceOf(InferenceClientHubApiError);
			expect(loopback.requests.map((request) => request.method)).toEqual(["GET", "GET", "GET"]);
		},
		TEST_MS,
	);

	it(
		"a hub answering garbage with a JSON content type: a typed hub error",
		async () => {
			const loopback = await serve((_request, response) => {
				response.writeHead(200, { "content-type": "application/json" });
				response.end("{not json");
			});
			const error = await failure(
				textClassification(
					{ model: "o/fault-garbage", inputs: "x", accessToken: TOKEN },
					{ hubUrl: loopback.url, routerUrl: `${loopback.url}/router` },
				),
			);
			expect(error).toBeInstanceOf(InferenceClientError);
			expect(error).toBeInstanceOf(InferenceClientHubApiError);
		},
		TEST_MS,
	);

	it(
		"the whole call (hub lookup + provider call) goes to the configured hosts and succeeds",
		async () => {
			const loopback = await serve((request, response) => {
				response.writeHead(200, { "content-type": "application/json" });
				if (request.method === "GET") {
					const mapping = { "hf-inference": { providerId: "o/ok", status: "live", task: "text-classification" } };
					response.end(JSON.stringify({ id: "o/ok", inferenceProviderMapping: mapping }));
				} else {
					response.end(JSON.stringify([LABELS]));
				}
			});
			await expect(
				textClassification(
					{ model: "o/ok", inputs: "x", accessToken: TOKEN },
					{ hubUrl: loopback.url, routerUrl: `${loopback.url}/router` },
				),
			).resolves.toEqual(LABELS);
			expect(loopback.requests).toEqual([
				{ method: "GET", url: "/api/models/o/ok?expand[]=inferenceProviderMapping" },
				{ method: "POST", url: "/router/hf-inference/models/o/ok" },
			]);
		},
		TEST_MS,
	);
});

describe("timeouts beyond what a timer can hold", () => {
	for (const timeout of [Number.POSITIVE_INFINITY, 3_000_000_000]) {
		it(
			`timeout: ${timeout} waits for the answer instead of timing out at once`,
			async () => {
				const loopback = await serve(async (_request, response) => {
					await sleep(50);
					response.writeHead(200, { "content-type": "application/json" });
					response.end(JSON.stringify([LABELS]));
				});
				await expect(classify(loopback, TOKEN, { timeout })).resolves.toEqual(LABELS);
			},
			TEST_MS,
		);
	}
});

describe("answers that stall after their headers", () => {
	it(
		"a JSON body that stops coming: the timeout stops the body read too, and frees the socket",
		async () => {
			const loopback = await serve((_request, response) => {
				response.writeHead(200, { "content-type": "application/json" });
				response.write('[[{"label":');
			});
			const started = Date.now();
			const error = await failure(classify(loopback, TOKEN, { timeout: 300 }));
			expect(error).toBeInstanceOf(InferenceClientTimeoutError);
			expect((error as InferenceClientTimeoutError).timeoutMs).toBe(300);
			expect(Date.now() - started).toBeLessThan(1_000);
			await loopback.socketsClosed();
		},
		TEST_MS,
	);

	it(
		"a stream that stops sending: the timeout covers the whole stream",
		async () => {
			const loopback = await serve((_request, response) => {
				response.writeHead(200, { "content-type": "text/event-stream" });
				writeEvent(response, chatChunk("a"));
			});
			const received: string[] = [];
			const error = await failure(
				(async () => {
					for await (const chunk of chatCompletionStream(
						{ endpointUrl: loopback.url, messages: [{ role: "user", content: "hi" }], accessToken: TOKEN },
						{ timeout: 1_000 },
					)) {
						received.push(chunk.choices[0]?.delta.content ?? "");
					}
				})(),
			);
			expect(received).toEqual(["a"]);
			expect(error).toBeInstanceOf(InferenceClientTimeoutError);
			await loopback.socketsClosed();
		},
		TEST_MS,
	);

	it(
		"a call that ends in time leaves no timer or listener behind: the caller's signal can still be reused",
		async () => {
			const loopback = await serve((_request, response) => {
				response.writeHead(200, { "content-type": "application/json" });
				response.end(JSON.stringify([LABELS]));
			});
			const controller = new AbortController();
			// The deadline leaves room for a loaded CI machine (100 ms once timed out a loopback answer there).
			const deadlineMs = 1_000;
			for (let call = 0; call < 3; call++) {
				await expect(classify(loopback, TOKEN, { timeout: deadlineMs, signal: controller.signal })).resolves.toEqual(
					LABELS,
				);
			}
			// Past every call's deadline: nothing fires late.
			await sleep(deadlineMs + 100);
			expect(controller.signal.aborted).toBe(false);
		},
		3 * TEST_MS,
	);
});
