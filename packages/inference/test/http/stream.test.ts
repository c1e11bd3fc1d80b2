import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
	InferenceClientError,
	InferenceClientProviderApiError,
	InferenceClientStreamError,
} from "../../src/errors/index.js";
import { type HttpOptions, openEventStream } from "../../src/http/index.js";
import { chatUnsupportedError } from "../../src/tasks/chat-unsupported.js";
import { streamEvents } from "./event-generator.js";
import {
	chunkedBody,
	eventStreamResponse,
	headerOf,
	instantClock,
	jsonResponse,
	loadRecordedExchanges,
	POST,
	scriptedFetch,
} from "./helpers.js";

const encoder = new TextEncoder();

function options(fetch: typeof globalThis.fetch, extra: Partial<HttpOptions> = {}): HttpOptions {
	return { service: "provider", provider: "together", fetch, sleep: instantClock().sleep, ...extra };
}

async function collect(response: Response | (() => Response), extra: Partial<HttpOptions> = {}): Promise<unknown[]> {
	const events: unknown[] = [];
	for await (const event of streamEvents(POST, options(scriptedFetch(response), extra))) events.push(event);
	return events;
}

async function failure(response: Response | (() => Response), extra: Partial<HttpOptions> = {}): Promise<unknown> {
	return collect(response, extra).then(
		() => expect.unreachable("the stream should have failed"),
		(error: unknown) => error,
	);
}

function isJson(text: string): boolean {
	try {
		JSON.parse(text);
		return true;
	} catch {
		return false;
	}
}

/** The byte chunks of `text`, cut every `size` bytes. */
function bytesEvery(text: string, size: number): Uint8Array[] {
	const bytes = encoder.encode(text);
	const chunks: Uint8Array[] = [];
	for (let start = 0; start < bytes.length; start += size) chunks.push(bytes.slice(start, start + size));
	return chunks;
}

describe("streamEvents", () => {
	it("yields the JSON payload of each event and stops at [DONE], ignoring later events", async () => {
		const body = chunkedBody(bytesEvery('data: {"n":1}\n\ndata: {"n":2}\n\ndata: [DONE]\n\ndata: {"n":3}\n\n', 8));
		expect(await collect(eventStreamResponse(body.stream))).toEqual([{ n: 1 }, { n: 2 }]);
		// The rest of the body is read to its end, not cancelled: its connection can serve the next call.
		await expect.poll(() => body.readToEnd()).toBe(true);
		expect(body.cancelled()).toBe(false);
	});

	it("after [DONE], a body that goes on is cancelled after 4 more reads, one that stays open after a second", async () => {
		const goesOn = chunkedBody([
			encoder.encode('data: {"n":1}\n\ndata: [DONE]\n\n'),
			...Array.from({ length: 10 }, () => encoder.encode(": keep-alive\n\n")),
		]);
		expect(await collect(eventStreamResponse(goesOn.stream))).toEqual([{ n: 1 }]);
		await expect.poll(() => goesOn.cancelled()).toBe(true);
		expect(goesOn.readToEnd()).toBe(false);
		let silentCancelledAt = 0;
		const silent = new ReadableStream<Uint8Array>({
			start(controller) {
				controller.enqueue(encoder.encode('data: {"n":1}\n\ndata: [DONE]\n\n'));
			},
			cancel() {
				silentCancelledAt = performance.now();
			},
		});
		const doneAt = performance.now();
		expect(await collect(eventStreamResponse(silent))).toEqual([{ n: 1 }]);
		await expect.poll(() => silentCancelledAt, { timeout: 3000 }).toBeGreaterThan(0);
		expect(silentCancelledAt - doneAt).toBeGreaterThanOrEqual(950);
	});

	it("cancels the body when the consumer stops early", async () => {
		const chunks = Array.from({ length: 100 }, (_, i) => encoder.encode(`data: {"n":${i}}\n\n`));
		const body = chunkedBody(chunks);
		const fetch = scriptedFetch(eventStreamResponse(body.stream));
		const seen: unknown[] = [];
		for await (const event of streamEvents(POST, options(fetch))) {
			seen.push(event);
			if (seen.length === 2) break;
		}
		expect(seen).toEqual([{ n: 0 }, { n: 1 }]);
		expect(body.cancelled()).toBe(true);
	});

	it("reads to the end without cancelling when the stream closes by itself", async () => {
		const body = chunkedBody([encoder.encode('data: {"n":1}\n\n')]);
		expect(await collect(eventStreamResponse(body.stream))).toEqual([{ n: 1 }]);
		expect(body.cancelled()).toBe(false);
	});

	it("accepts text/event-stream with parameters", async () => {
		expect(await collect(eventStreamResponse('data: {"a":1}\n\n', "text/event-stream; charset=utf-8"))).toEqual([
			{ a: 1 },
		]);
	});

	it("skips keep-alive events with empty data", async () => {
		expect(await collect(eventStreamResponse('data:\n\ndata:  \n\n: ping\n\ndata: {"a":1}\n\n'))).toEqual([{ a: 1 }]);
	});

	it("refuses a response that is not an event stream, and releases it", async () => {
		const body = chunkedBody([encoder.encode('{"a":1}')]);
		const error = await failure(new Response(body.stream, { headers: { "content-type": "application/json" } }));
		expect(error).toBeInstanceOf(InferenceClientProviderApiError);
		expect((error as Error).message).toBe(
			"Server does not support event stream content type, it returned application/json",
		);
		expect(body.cancelled()).toBe(true);
		expect(((await failure(new Response("x"))) as Error).message).toBe(
			"Server does not support event stream content type, it returned text/plain;charset=UTF-8",
		);
	});

	it("throws forwarded backend errors: string, .message, or the JSON", async () => {
		const cases: Array<[string, string]> = [
			['{"error":"Input validation error"}', "Input validation error"],
			['{"error":{"message":"rate limited","type":"x"}}', "rate limited"],
			['{"error":{"code":42}}', '{"code":42}'],
		];
		for (const [payload, message] of cases) {
			const error = await failure(eventStreamResponse(`data: {"ok":1}\n\ndata: ${payload}\n\n`));
			expect(error).toBeInstanceOf(InferenceClientStreamError);
			expect((error as Error).message).toBe(`Error forwarded from backend: ${message}`);
			expect((error as InferenceClientStreamError).data).toEqual(JSON.parse(payload));
			expect((error as InferenceClientStreamError).provider).toBe("together");
		}
	});

	it("does not treat a null or empty error field as an error", async () => {
		expect(await collect(eventStreamResponse('data: {"error":null,"n":1}\n\ndata: {"error":"","n":2}\n\n'))).toEqual([
			{ error: null, n: 1 },
			{ error: "", n: 2 },
		]);
	});

	it("names the start of a payload that is not JSON", async () => {
		const error = await failure(eventStreamResponse(`data: not json ${"y".repeat(500)}\n\n`));
		expect(error).toBeInstanceOf(InferenceClientStreamError);
		expect((error as Error).message).toBe(`Stream event is not valid JSON: not json ${"y".repeat(191)}`);
	});

	it("reports a non-JSON `event: error` as a forwarded error", async () => {
		const error = await failure(eventStreamResponse("event: error\ndata: upstream overloaded\n\n"));
		expect((error as Error).message).toBe("Error forwarded from backend: upstream overloaded");
	});

	it("yields a final event the server did not close with a blank line", async () => {
		expect(await collect(eventStreamResponse('data: {"n":1}\n\ndata: {"n":2}'))).toEqual([{ n: 1 }, { n: 2 }]);
		expect(await collect(eventStreamResponse('data: {"n":1}\n\ndata: {"n":2}\n'))).toEqual([{ n: 1 }, { n: 2 }]);
	});

	it("drops an unreadable final event that was never closed (truncated tail), as 3.x does", async () => {
		expect(await collect(eventStreamResponse('data: {"n":1}\n\ndata: {"n":'))).toEqual([{ n: 1 }]);
	});

	it("still throws a forwarded error carried by an unclosed final event", async () => {
		const error = await failure(eventStreamResponse('data: {"n":1}\n\ndata: {"error":"late failure"}'));
		expect((error as Error).message).toBe("Error forwarded from backend: late failure");
	});

	it("uses the 3.x stream messages for failed answers", async () => {
		const cases: Array<[Response, string]> = [
			[jsonResponse({ error: "Model not found" }, 404), "Model not found"],
			[jsonResponse({ error: { message: "Invalid API key" } }, 401), "Invalid API key"],
			[jsonResponse({ message: "Sambanova says no" }, 400), "Sambanova says no"],
			[new Response("", { status: 500 }), "Server response contains error: 500"],
			[new Response("overloaded", { status: 529, headers: { "content-type": "text/plain" } }), "overloaded"],
		];
		for (const [response, message] of cases) {
			const error = await failure(response);
			expect(error).toBeInstanceOf(InferenceClientProviderApiError);
			expect((error as Error).message).toBe(message);
			expect((error as InferenceClientProviderApiError).httpResponse.status).toBe(response.status);
		}
	});

	it("raises 'does not seem to support chat completion' for a chat stream answered 404 without a message", async () => {
		const error = chatUnsupportedError(await failure(new Response("", { status: 404 })), "org/model");
		expect((error as Error).message).toBe(
			"Server org/model does not seem to support chat completion. Error: Server response contains error: 404",
		);
	});

	it("retries a 503 before the stream starts", async () => {
		const clock = instantClock();
		const fetch = scriptedFetch(jsonResponse({ error: "loading" }, 503), eventStreamResponse('data: {"a":1}\n\n'));
		const events: unknown[] = [];
		for await (const event of streamEvents(POST, options(fetch, { sleep: clock.sleep, random: () => 0 }))) {
			events.push(event);
		}
		expect(events).toEqual([{ a: 1 }]);
		expect(fetch.calls).toHaveLength(2);
		expect(clock.waits).toEqual([0]);
	});

	it("turns a connection dropped mid-stream into a typed error", async () => {
		let sent = false;
		const body = new ReadableStream<Uint8Array>({
			pull(controller) {
				if (sent) {
					controller.error(new TypeError("terminated"));
					return;
				}
				sent = true;
				controller.enqueue(encoder.encode('data: {"a":1}\n\n'));
			},
		});
		const events: unknown[] = [];
		const error = await (async () => {
			for await (const event of streamEvents(POST, options(scriptedFetch(eventStreamResponse(body))))) {
				events.push(event);
			}
		})().catch((e: unknown) => e);
		expect(events).toEqual([{ a: 1 }]);
		expect(error).toBeInstanceOf(InferenceClientStreamError);
		expect((error as Error).message).toBe("Event stream interrupted: terminated");
	});

	it("rethrows the caller's abort reason when aborted mid-stream", async () => {
		const controller = new AbortController();
		const body = new ReadableStream<Uint8Array>({
			start(stream) {
				stream.enqueue(encoder.encode('data: {"a":1}\n\n'));
				controller.signal.addEventListener("abort", () => stream.error(controller.signal.reason));
			},
		});
		const fetch = scriptedFetch(eventStreamResponse(body));
		const reason = new DOMException("stopped", "AbortError");
		const error = await (async () => {
			for await (const _ of streamEvents(POST, options(fetch, { signal: controller.signal }))) {
				controller.abort(reason);
			}
		})().catch((e: unknown) => e);
		expect(error).toBe(reason);
	});
});

describe("openEventStream (what a streaming call reads, without a generator per event)", () => {
	it("returns the payloads of each chunk read as one batch, then undefined at the end of the body", async () => {
		const body = chunkedBody([
			encoder.encode('data: {"n":1}\n\ndata: {"n":2}\n\n'),
			encoder.encode(": keep-alive\n\n"),
			encoder.encode('data: {"n":3}\n\n'),
		]);
		const reader = await openEventStream(POST, options(scriptedFetch(eventStreamResponse(body.stream))));
		expect(await reader.read()).toEqual([{ n: 1 }, { n: 2 }]);
		// A chunk with no payload (a comment) is read past: a batch is never empty.
		expect(await reader.read()).toEqual([{ n: 3 }]);
		expect(await reader.read()).toBeUndefined();
		expect(await reader.read()).toBeUndefined();
		expect(body.cancelled()).toBe(false);
	});

	it("an event that fails after others of the same chunk: the read returns those, the next throws, the body is released", async () => {
		const body = chunkedBody([
			encoder.encode('data: {"n":1}\n\ndata: {"error":"Overloaded"}\n\ndata: {"n":2}\n\n'),
			encoder.encode('data: {"n":3}\n\n'),
		]);
		const reader = await openEventStream(POST, options(scriptedFetch(eventStreamResponse(body.stream))));
		expect(await reader.read()).toEqual([{ n: 1 }]);
		expect(body.cancelled()).toBe(true);
		const error = await reader.read().then(
			() => expect.unreachable("the second read should throw"),
			(caught: unknown) => caught,
		);
		expect(error).toBeInstanceOf(InferenceClientStreamError);
		expect((error as Error).message).toBe("Error forwarded from backend: Overloaded");
		expect(await reader.read()).toBeUndefined();
	});

	it("[DONE] ends the batch and the stream, the rest of the body read on unseen; cancel() after it does nothing more", async () => {
		const body = chunkedBody([
			encoder.encode('data: {"n":1}\n\ndata: [DONE]\n\n'),
			encoder.encode('data: {"n":2}\n\n'),
			encoder.encode('data: {"n":3}\n\n'),
		]);
		const reader = await openEventStream(POST, options(scriptedFetch(eventStreamResponse(body.stream))));
		expect(await reader.read()).toEqual([{ n: 1 }]);
		expect(await reader.read()).toBeUndefined();
		reader.cancel();
		await expect.poll(() => body.readToEnd()).toBe(true);
		expect(body.cancelled()).toBe(false);
	});
});

describe("streamEvents over the recorded event streams", async () => {
	const streams = (await loadRecordedExchanges()).filter((exchange) =>
		(headerOf(exchange.response.headers, "content-type") ?? "").startsWith("text/event-stream"),
	);

	it("finds all 37 recorded event streams", () => {
		expect(streams).toHaveLength(37);
	});

	for (const [index, exchange] of streams.entries()) {
		const { body, headers } = exchange.response;
		// Independent reading: events are separated by blank lines; the stream ends at [DONE]; a last block not
		// closed by a blank line counts only when it is readable JSON.
		const payloads: string[] = [];
		const blocks = body.split("\n\n");
		for (const [position, block] of blocks.entries()) {
			if (block.trim() === "") continue;
			const data = block.replace(/^data: ?/, "");
			if (data === "[DONE]") break;
			if (position === blocks.length - 1 && !isJson(data)) break;
			payloads.push(data);
		}
		const forwarded = payloads
			.map((payload) => JSON.parse(payload) as { error?: string })
			.find((payload) => payload.error !== undefined);

		it(`#${index} ${exchange.url}: ${forwarded ? "throws the forwarded error" : `${payloads.length} events`}`, async () => {
			for (const chunkSize of [body.length + 1, 7, 1]) {
				const response = () =>
					eventStreamResponse(chunkedBody(bytesEvery(body, chunkSize)).stream, headers["content-type"]);
				if (forwarded) {
					const error = await failure(response);
					expect(error).toBeInstanceOf(InferenceClientStreamError);
					expect((error as Error).message).toBe(`Error forwarded from backend: ${forwarded.error}`);
				} else {
					expect(await collect(response)).toEqual(payloads.map((payload) => JSON.parse(payload)));
				}
			}
		});
	}

	it("reads the Cerebras stream, whose last event is unclosed and ends with a stray quote: 7 events, no error", async () => {
		const cerebras = streams.find((exchange) => exchange.url.includes("cerebras"));
		expect(cerebras?.response.body.endsWith('}}"')).toBe(true);
		expect(await collect(eventStreamResponse(cerebras!.response.body))).toHaveLength(7);
		// The same stream with a clean ending yields its last event too.
		const repaired = cerebras!.response.body.slice(0, -1);
		const events = (await collect(eventStreamResponse(repaired))) as Array<{
			choices: Array<{ finish_reason?: string }>;
		}>;
		expect(events).toHaveLength(8);
		expect(events.at(-1)?.choices[0]?.finish_reason).toBe("stop");
	});
});

describe("streamEvents properties", () => {
	it("turns any bytes into events or a typed error, never anything else, never a hang", async () => {
		await fc.assert(
			fc.asyncProperty(
				fc.array(
					fc.oneof(
						fc.uint8Array({ maxLength: 30 }),
						fc
							.constantFrom(
								'data: {"a":1}\n\n',
								"data: [DONE]\n\n",
								'data: {"error":"x"}\n\n',
								"data: nope\n\n",
								"\r\n",
								":\n",
							)
							.map((text) => encoder.encode(text)),
					),
					{ maxLength: 8 },
				),
				async (chunks) => {
					try {
						await collect(eventStreamResponse(chunkedBody(chunks).stream));
					} catch (error) {
						expect(error instanceof InferenceClientError || error instanceof TypeError).toBe(true);
					}
				},
			),
			{ numRuns: 300 },
		);
	});
});
