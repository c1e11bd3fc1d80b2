import { describe, expect, it } from "vitest";
import {
	chatCompletionStream,
	InferenceClientStreamError,
	InferenceOutputError,
	type InferenceProvider,
	kindOfError,
	type Receipt,
	textGenerationStream,
} from "../../src/index.js";
import { loadRecordedExchanges } from "../http/helpers.js";
import { answers, at, type Behaviour, MODEL, messages, startRouter, TOKEN } from "./router-loopback.js";

// A stream that goes wrong before its first event falls back as a unary answer would; one whose error says the
// input was refused stops, as a 400 does.

/** 200 text/event-stream with exactly `body` (raw SSE text), then the end of the response. */
const rawStream =
	(body: string): Behaviour =>
	(_request, response) => {
		response.writeHead(200, { "content-type": "text/event-stream" });
		response.end(body);
	};

const event = (payload: unknown) => `data: ${typeof payload === "string" ? payload : JSON.stringify(payload)}\n\n`;

/** A chat stream over ["together", "fireworks-ai"] (or together alone): together as given, fireworks streams "Hello". */
async function streamWithFirst(
	first: Behaviour,
	provider: InferenceProvider | InferenceProvider[] = ["together", "fireworks-ai"],
) {
	const router = await startRouter({ together: first, "fireworks-ai": answers.stream(["Hel", "lo"]) });
	const receipts: Receipt[] = [];
	const chunks: unknown[] = [];
	let text = "";
	const error = await (async () => {
		for await (const chunk of chatCompletionStream(
			{ accessToken: TOKEN, model: MODEL, provider, messages },
			{ ...at(router), onReceipt: (receipt) => receipts.push(receipt) },
		)) {
			chunks.push(chunk);
			text += chunk.choices[0]?.delta?.content ?? "";
		}
	})().then(
		() => undefined,
		(caught: unknown) => caught,
	);
	return { text, chunks, error, receipts, router };
}

/** The recorded TGI answer refusing an input in its first event (`error_type: "validation"`), as it was sent. */
async function recordedValidationStream(): Promise<string> {
	const exchanges = await loadRecordedExchanges();
	const refused = exchanges.find(
		({ response }) =>
			response.headers["content-type"] === "text/event-stream" &&
			String(response.body).includes('"error_type":"validation"'),
	);
	if (!refused) throw new Error("no recorded stream refusing its input");
	return String(refused.response.body);
}

describe("a stream that fails before its first event falls back, the attempt and its cause on the receipt", () => {
	const cases: [string, string, string, string][] = [
		[
			"an error event (OpenAI shape, server_error)",
			event({ error: { message: "Overloaded", type: "server_error" } }),
			"server",
			"InferenceClientStreamError",
		],
		[
			"an error event (TGI shape, overloaded)",
			event({ error: "Model is overloaded", error_type: "overloaded" }),
			"server",
			"InferenceClientStreamError",
		],
		[
			"an error event carrying a 503",
			event({ error: { message: "Unavailable", code: 503 } }),
			"server",
			"InferenceClientStreamError",
		],
		[
			"an error event carrying a 429",
			event({ error: { message: "Slow down", status: 429 } }),
			"rate-limit",
			"InferenceClientStreamError",
		],
		["an unreadable first event (not JSON)", event("<html>Bad gateway</html>"), "output", "InferenceClientStreamError"],
		["a stream that ends at once with [DONE]", event("[DONE]"), "output", "InferenceClientStreamError"],
		["a stream that ends with no event at all", "", "output", "InferenceClientStreamError"],
		[
			"a first event of the wrong shape (no choices array)",
			event({ id: "x", object: "text_completion", text: "Hi" }),
			"output",
			"InferenceOutputError",
		],
	];
	it.each(cases)("%s: the second provider's text comes once", async (_name, body, kind, errorName) => {
		const { text, error, receipts, router } = await streamWithFirst(rawStream(body));
		expect(error).toBeUndefined();
		expect(text).toBe("Hello");
		expect(router.hits("together")).toBe(1);
		expect(router.hits("fireworks-ai")).toBe(1);
		expect(receipts).toHaveLength(1);
		expect(receipts[0]).toMatchObject({ ok: true, provider: "fireworks-ai" });
		expect(receipts[0]?.attempts.map(({ provider, kind }) => [provider, kind])).toEqual([
			["together", kind],
			["fireworks-ai", undefined],
		]);
		expect(receipts[0]?.attempts[0]).toMatchObject({ status: 200, errorName });
	});
});

describe("fallback: true with provider auto (the mapping's providers) falls back the same way", () => {
	it("an error event first at the mapping's first provider: the next one streams, once", async () => {
		const router = await startRouter({
			together: rawStream(event({ error: { message: "Overloaded", type: "server_error" } })),
			"fireworks-ai": answers.stream(["Hel", "lo"]),
		});
		let text = "";
		for await (const chunk of chatCompletionStream(
			{ accessToken: TOKEN, model: MODEL, provider: "auto", messages },
			{ ...at(router), fallback: true },
		)) {
			text += chunk.choices[0]?.delta?.content ?? "";
		}
		expect(text).toBe("Hello");
		expect([router.hits("together"), router.hits("fireworks-ai")]).toEqual([1, 1]);
	});
});

describe("an error event that says the input was refused stops, as a 400 does", () => {
	const cases: [string, string, string][] = [
		[
			"type invalid_request_error",
			event({ error: { message: "messages: too long", type: "invalid_request_error" } }),
			"bad-request",
		],
		["a 400 inside", event({ error: { message: "Bad input", code: 400 } }), "bad-request"],
		["a 422 inside", event({ error: { message: "Unprocessable", status: 422 }, status: 422 }), "bad-request"],
		["a 413 inside", event({ error: { message: "Payload too large", status: 413 } }), "http"],
	];
	it.each(cases)("%s: no other provider, the 3.x message", async (_name, body, kind) => {
		const { text, error, receipts, router } = await streamWithFirst(rawStream(body));
		expect(error).toBeInstanceOf(InferenceClientStreamError);
		expect(kindOfError(error)).toBe(kind);
		expect((error as Error).message).toMatch(/^Error forwarded from backend: /);
		expect(text).toBe("");
		expect(router.hits("fireworks-ai")).toBe(0);
		expect(receipts[0]?.ok).toBe(false);
		expect(receipts[0]?.attempts.map(({ provider, kind }) => [provider, kind])).toEqual([["together", kind]]);
	});

	it("the recorded TGI validation error (error_type validation): stops, its message as 3.x gave it", async () => {
		const { error, router } = await streamWithFirst(rawStream(await recordedValidationStream()));
		expect(error).toBeInstanceOf(InferenceClientStreamError);
		expect(kindOfError(error)).toBe("bad-request");
		expect((error as Error).message).toMatch(
			/^Error forwarded from backend: Input validation error: `inputs` tokens \+ `max_new_tokens` must be <= /,
		);
		expect(router.hits("fireworks-ai")).toBe(0);
	});
});

describe("a single provider (3.x call, no fallback)", () => {
	it("an empty stream ends quietly, as in 3.x", async () => {
		const { chunks, error, router } = await streamWithFirst(rawStream(event("[DONE]")), "together");
		expect(error).toBeUndefined();
		expect(chunks).toEqual([]);
		expect(router.hits("together")).toBe(1);
	});

	it("a first event of the wrong shape is an InferenceOutputError naming the expected shape", async () => {
		const { error, chunks } = await streamWithFirst(rawStream(event({ text: "Hi" })), "together");
		expect(error).toBeInstanceOf(InferenceOutputError);
		expect((error as Error).message).toContain("Expected ChatCompletionStreamOutput");
		expect(chunks).toEqual([]);
	});
});

describe("after the first event, nothing falls back", () => {
	it("a forwarded server error after the first event reaches the caller as it is, the first chunk delivered once", async () => {
		const body = `${event({ choices: [{ index: 0, delta: { content: "Hel" } }] })}${event({ error: { message: "Overloaded", type: "server_error" } })}`;
		const { text, error, router } = await streamWithFirst(rawStream(body));
		expect(text).toBe("Hel");
		expect(error).toBeInstanceOf(InferenceClientStreamError);
		expect((error as Error).message).toBe("Error forwarded from backend: Overloaded");
		expect(router.hits("fireworks-ai")).toBe(0);
	});
});

describe("textGenerationStream: its first event is checked, and falls back, as a chat stream's is", () => {
	/** Text generation over groq then novita (chat routes whose chunks become TGI events), or groq alone. */
	async function generateWithFirst(first: Behaviour, provider: InferenceProvider | InferenceProvider[]) {
		const mapping = {
			groq: { providerId: "groq/model", status: "live", task: "text-generation" },
			novita: { providerId: "novita/model", status: "live", task: "text-generation" },
		};
		const router = await startRouter({ groq: first, novita: answers.stream(["Hel", "lo"]) }, { mapping });
		const receipts: Receipt[] = [];
		const tokens: string[] = [];
		const error = await (async () => {
			for await (const event of textGenerationStream(
				{ accessToken: TOKEN, model: MODEL, provider, inputs: "Say hello" },
				{ ...at(router), onReceipt: (receipt) => receipts.push(receipt) },
			)) {
				tokens.push(event.token.text);
			}
		})().then(
			() => undefined,
			(caught: unknown) => caught,
		);
		return { tokens, error, receipts, router };
	}

	it("a first event of neither shape (no choices, no token) falls back: novita's tokens, once", async () => {
		const { tokens, error, receipts, router } = await generateWithFirst(rawStream(event({ text: "Hi" })), [
			"groq",
			"novita",
		]);
		expect(error).toBeUndefined();
		expect(tokens).toEqual(["Hel", "lo"]);
		expect([router.hits("groq"), router.hits("novita")]).toEqual([1, 1]);
		expect(receipts[0]?.attempts.map(({ provider, kind }) => [provider, kind])).toEqual([
			["groq", "output"],
			["novita", undefined],
		]);
		expect(receipts[0]?.attempts[0]).toMatchObject({ errorName: "InferenceOutputError" });
	});

	it("an error event first falls back too, its kind from the event", async () => {
		const overloaded = rawStream(event({ error: "Model is overloaded", error_type: "overloaded" }));
		const { tokens, receipts } = await generateWithFirst(overloaded, ["groq", "novita"]);
		expect(tokens).toEqual(["Hel", "lo"]);
		expect(receipts[0]?.attempts.map(({ kind }) => kind)).toEqual(["server", undefined]);
	});

	it("a single provider: an InferenceOutputError naming the expected shape, nothing yielded", async () => {
		const { tokens, error, router } = await generateWithFirst(rawStream(event({ text: "Hi" })), "groq");
		expect(error).toBeInstanceOf(InferenceOutputError);
		expect((error as Error).message).toContain("Expected TextGenerationStreamOutput");
		expect(tokens).toEqual([]);
		expect(router.hits("novita")).toBe(0);
	});

	it("events already in TGI's shape (as hf-inference sends them) pass the check whole", async () => {
		const tgi = rawStream(
			`${event({ index: 1, token: { id: 5, text: "Hi", logprob: -0.1, special: false }, generated_text: null, details: null })}${event({ index: 2, token: { id: 2, text: "</s>", logprob: 0, special: true }, generated_text: "Hi", details: null })}`,
		);
		const { tokens, error } = await generateWithFirst(tgi, "groq");
		expect(error).toBeUndefined();
		expect(tokens).toEqual(["Hi", "</s>"]);
	});
});
