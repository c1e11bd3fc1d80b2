import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createSseDecoder, type SseEvent } from "../../src/http/index.js";

const encoder = new TextEncoder();

/** Decodes byte chunks the way openEventStream does: streaming UTF-8 (BOM kept for the SSE decoder), then SSE. */
function decodeChunks(chunks: readonly Uint8Array[]): SseEvent[] {
	const text = new TextDecoder("utf-8", { ignoreBOM: true });
	const sse = createSseDecoder();
	const events: SseEvent[] = [];
	for (const chunk of chunks) events.push(...sse.push(text.decode(chunk, { stream: true })));
	events.push(...sse.push(text.decode()));
	events.push(...sse.end());
	return events;
}

function splitAt(bytes: Uint8Array, positions: readonly number[]): Uint8Array[] {
	const cuts = [0, ...[...positions].sort((a, b) => a - b), bytes.length];
	const chunks: Uint8Array[] = [];
	for (let i = 0; i + 1 < cuts.length; i++) chunks.push(bytes.slice(cuts[i], cuts[i + 1]));
	return chunks;
}

/**
 * An obviously-correct (and slow) reading of the WHATWG rules over the whole text at once, with modelyard's
 * end-of-stream choice (a pending event with data is dispatched). The oracle of the property tests.
 */
function referenceDecode(input: string): SseEvent[] {
	const text = input.startsWith("\uFEFF") ? input.slice(1) : input;
	const lines = text.split(/\r\n|\r|\n/);
	const tail = lines.pop() ?? "";
	if (tail !== "") lines.push(tail);
	const events: SseEvent[] = [];
	let data: string[] = [];
	let type = "";
	let id = "";
	let retry: number | undefined;
	const dispatch = () => {
		if (data.length > 0) {
			const event: SseEvent = { data: data.join("\n"), event: type || "message", id };
			if (retry !== undefined) event.retry = retry;
			events.push(event);
		}
		data = [];
		type = "";
	};
	for (const line of lines) {
		if (line === "") {
			dispatch();
			continue;
		}
		if (line.startsWith(":")) continue;
		const colon = line.indexOf(":");
		const field = colon === -1 ? line : line.slice(0, colon);
		let value = colon === -1 ? "" : line.slice(colon + 1);
		if (value.startsWith(" ")) value = value.slice(1);
		if (field === "data") data.push(value);
		else if (field === "event") type = value;
		else if (field === "id" && !value.includes("\0")) id = value;
		else if (field === "retry" && /^[0-9]+$/.test(value)) retry = Number(value);
	}
	dispatch();
	return events;
}

const message = (data: string, extra: Partial<SseEvent> = {}): SseEvent => ({
	data,
	event: "message",
	id: "",
	...extra,
});

interface Case {
	name: string;
	input: string;
	events: SseEvent[];
}

const CASES: Case[] = [
	{ name: "LF line ends", input: "data: hello\n\ndata: world\n\n", events: [message("hello"), message("world")] },
	{
		name: "CRLF line ends",
		input: "data: hello\r\n\r\ndata: world\r\n\r\n",
		events: [message("hello"), message("world")],
	},
	{ name: "CRLF inside a multi-line event", input: "data: a\r\ndata: b\r\n\r\n", events: [message("a\nb")] },
	{ name: "CR line ends", input: "data: hello\r\rdata: world\r\r", events: [message("hello"), message("world")] },
	{
		name: "mixed line ends",
		input: "data: a\r\n\rdata: b\n\r\ndata: c\r\n",
		events: [message("a"), message("b"), message("c")],
	},
	{ name: "no space after the colon", input: "data:x\n\n", events: [message("x")] },
	{ name: "only one leading space is removed", input: "data:  x \n\n", events: [message(" x ")] },
	{
		name: "multi-line data joined by LF",
		input: "data: a\ndata: b\ndata:\ndata: c\n\n",
		events: [message("a\nb\n\nc")],
	},
	{ name: "comments ignored", input: ": ping\ndata: x\n: another\n\n:\n\n", events: [message("x")] },
	{
		name: "event type applies to one event",
		input: "event: error\ndata: boom\n\ndata: ok\n\n",
		events: [message("boom", { event: "error" }), message("ok")],
	},
	{
		name: "ids persist across events",
		input: "id: 7\ndata: a\n\ndata: b\n\nid\ndata: c\n\n",
		events: [message("a", { id: "7" }), message("b", { id: "7" }), message("c")],
	},
	{
		name: "id with NUL ignored",
		input: "id: 1\ndata: a\n\nid: 2\u0000x\ndata: b\n\n",
		events: [message("a", { id: "1" }), message("b", { id: "1" })],
	},
	{
		name: "retry digits only",
		input: "retry: 3000\ndata: a\n\nretry: 5s\ndata: b\n\n",
		events: [message("a", { retry: 3000 }), message("b", { retry: 3000 })],
	},
	{
		name: "empty data field dispatches an empty event",
		input: "data:\n\ndata\n\n",
		events: [message(""), message("")],
	},
	{ name: "blank lines and data-less events dispatch nothing", input: "\n\n\r\nevent: x\nid: 3\n\n", events: [] },
	{ name: "BOM at stream start skipped", input: "\uFEFFdata: x\n\n", events: [message("x")] },
	{ name: "BOM elsewhere kept", input: "data: \uFEFFx\n\n", events: [message("\uFEFFx")] },
	{ name: "multi-byte UTF-8", input: "data: héllo 🙂 世界\n\n", events: [message("héllo 🙂 世界")] },
	{ name: "unknown fields ignored", input: "foo: bar\ndata: x\nDATA: y\n\n", events: [message("x")] },
	{ name: "colon inside the value kept", input: 'data: {"a":"b:c"}\n\n', events: [message('{"a":"b:c"}')] },
	{
		name: "final event without blank line dispatched",
		input: "data: a\n\ndata: b\n",
		events: [message("a"), message("b")],
	},
	{
		name: "final unterminated data line dispatched",
		input: "data: a\n\ndata: b",
		events: [message("a"), message("b")],
	},
	{ name: "final data-less fields dispatch nothing", input: "data: a\n\nevent: x", events: [message("a")] },
	{ name: "empty stream", input: "", events: [] },
];

describe("SSE decoder", () => {
	for (const testCase of CASES) {
		it(`decodes: ${testCase.name}`, () => {
			const bytes = encoder.encode(testCase.input);
			expect(decodeChunks([bytes])).toEqual(testCase.events);
			expect(referenceDecode(testCase.input)).toEqual(testCase.events);
		});

		it(`decodes the same when split at every byte: ${testCase.name}`, () => {
			const bytes = encoder.encode(testCase.input);
			for (let position = 0; position <= bytes.length; position++) {
				expect(decodeChunks(splitAt(bytes, [position])), `split at ${position}`).toEqual(testCase.events);
			}
			expect(decodeChunks(splitAt(bytes, [...bytes.keys()]))).toEqual(testCase.events);
		});

		it(`decodes the same under random 3-chunk splits: ${testCase.name}`, () => {
			const bytes = encoder.encode(testCase.input);
			fc.assert(
				fc.property(fc.nat(bytes.length), fc.nat(bytes.length), (a, b) => {
					expect(decodeChunks(splitAt(bytes, [a, b]))).toEqual(testCase.events);
				}),
				{ numRuns: 50 },
			);
		});
	}

	it("dispatches a CR-terminated line at once, and skips the LF that opens the next chunk", () => {
		const decoder = createSseDecoder();
		expect(decoder.push("data: a\r")).toEqual([]);
		expect(decoder.push("\n")).toEqual([]);
		expect(decoder.push("\r")).toEqual([message("a")]);
		expect(decoder.push("\ndata: b\n\n")).toEqual([message("b")]);
	});

	it("returns each event as soon as its blank line arrives", () => {
		const decoder = createSseDecoder();
		expect(decoder.push("data: 1\n\ndata: 2")).toEqual([message("1")]);
		expect(decoder.push("\n\n")).toEqual([message("2")]);
		expect(decoder.end()).toEqual([]);
	});

	it("handles a long line delivered one character at a time", () => {
		const decoder = createSseDecoder();
		const payload = "x".repeat(200_000);
		let early = 0;
		for (const char of `data: ${payload}`) early += decoder.push(char).length;
		expect(early).toBe(0);
		expect(decoder.push("\n\n")).toEqual([message(payload)]);
	});
});

/** Inputs biased towards the characters that matter to the decoder. */
const sseLikeText = fc
	.array(
		fc.constantFrom(
			"data",
			"data:",
			"data: ",
			"event:",
			"id:",
			"retry:",
			"1",
			":",
			" ",
			"\r",
			"\n",
			"\r\n",
			"x",
			"é",
			"🙂",
			"\uFEFF",
			"\u0000",
			"[DONE]",
			'{"a":1}',
		),
		{ maxLength: 40 },
	)
	.map((parts) => parts.join(""));

describe("SSE decoder properties", () => {
	it("matches the reference reading for any SSE-like text under any split", () => {
		fc.assert(
			fc.property(sseLikeText, fc.array(fc.nat(), { maxLength: 6 }), (text, rawCuts) => {
				const bytes = encoder.encode(text);
				const cuts = rawCuts.map((cut) => cut % (bytes.length + 1));
				expect(decodeChunks(splitAt(bytes, cuts))).toEqual(referenceDecode(text));
			}),
			{ numRuns: 500 },
		);
	});

	it("gives the same events for any bytes whatever the split, without throwing", () => {
		fc.assert(
			fc.property(fc.uint8Array({ maxLength: 200 }), fc.array(fc.nat(), { maxLength: 6 }), (bytes, rawCuts) => {
				const whole = decodeChunks([bytes]);
				const cuts = rawCuts.map((cut) => cut % (bytes.length + 1));
				expect(decodeChunks(splitAt(bytes, cuts))).toEqual(whole);
				expect(whole).toEqual(referenceDecode(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes)));
			}),
			{ numRuns: 500 },
		);
	});
});
