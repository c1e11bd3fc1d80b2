import { afterEach, describe, expect, it } from "vitest";
import { chatCompletion, chatCompletionStream, InferenceClient, textGeneration } from "../../src/index.js";
import { writeEvent } from "../faults/loopback.js";
import {
	answers,
	at,
	type Behaviour,
	chatAnswer,
	chatMapping,
	MODEL,
	messages,
	startRouter,
	TOKEN,
} from "../routing-fallback/router-loopback.js";
import { collected, type OtelSdk, SpanKind, SpanStatusCode, startOtelSdk } from "./otel-sdk.js";

const PROVIDER_KEY = "sk-together-secretKey0000000000";

let sdk: OtelSdk;
afterEach(async () => {
	await sdk?.shutdown();
});
const withSdk = () => {
	sdk = startOtelSdk();
	return sdk;
};

/** A chat answer with every field the conventions read. */
const fullAnswer = answers.json({
	id: "chatcmpl-42",
	created: 1,
	model: "together/chat-served",
	system_fingerprint: null,
	usage: { prompt_tokens: 11, completion_tokens: 7, total_tokens: 18 },
	choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: "Hi there" } }],
});

/** A chat stream whose chunks come `gapMs` apart; the last one says why it stopped and counts tokens. */
const slowStream =
	(contents: string[], gapMs: number): Behaviour =>
	async (_request, response) => {
		response.writeHead(200, { "content-type": "text/event-stream" });
		for (const [index, content] of contents.entries()) {
			const last = index === contents.length - 1;
			writeEvent(response, {
				id: "chunk-1",
				created: 1,
				model: "fireworks/chat-served",
				choices: [{ index: 0, delta: { content }, finish_reason: last ? "length" : null }],
				...(last ? { usage: { prompt_tokens: 3, completion_tokens: contents.length } } : {}),
			});
			await new Promise((resolve) => setTimeout(resolve, gapMs));
		}
		writeEvent(response, "[DONE]");
		response.end();
	};

describe("telemetry: one CLIENT span per call, GenAI attributes, metrics", () => {
	it("a chat call: span name, kind, attributes of request and answer, unset status, duration and token metrics", async () => {
		const { tracer, meter } = withSdk();
		const router = await startRouter({ together: fullAnswer });
		await chatCompletion(
			{
				accessToken: TOKEN,
				model: MODEL,
				provider: "together",
				messages,
				max_tokens: 64,
				temperature: 0.2,
				top_p: 0.9,
			},
			{ ...at(router), telemetry: { tracer, meter } },
		);
		const spans = sdk.spans();
		expect(spans).toHaveLength(1);
		const [span] = spans;
		expect(span?.name).toBe(`chat ${MODEL}`);
		expect(span?.kind).toBe(SpanKind.CLIENT);
		expect(span?.status.code).toBe(SpanStatusCode.UNSET);
		expect(span?.attributes).toMatchObject({
			"gen_ai.operation.name": "chat",
			"gen_ai.provider.name": "together",
			"gen_ai.request.model": MODEL,
			"gen_ai.response.model": "together/chat-served",
			"gen_ai.response.id": "chatcmpl-42",
			"gen_ai.usage.input_tokens": 11,
			"gen_ai.usage.output_tokens": 7,
			"gen_ai.request.max_tokens": 64,
			"gen_ai.request.temperature": 0.2,
			"gen_ai.request.top_p": 0.9,
			"gen_ai.response.finish_reasons": ["stop"],
			"server.address": "127.0.0.1",
		});
		expect(span?.attributes["error.type"]).toBeUndefined();
		await collected(sdk);
		const [duration] = sdk.histogram("gen_ai.client.operation.duration");
		expect(duration?.value.count).toBe(1);
		expect(duration?.attributes).toMatchObject({ "gen_ai.operation.name": "chat", "gen_ai.provider.name": "together" });
		const tokens = sdk.histogram("gen_ai.client.token.usage");
		expect(tokens.map((point) => [point.attributes["gen_ai.token.type"], point.value.sum]).sort()).toEqual([
			["input", 11],
			["output", 7],
		]);
	});

	it("textGeneration is a text_completion span", async () => {
		const { tracer, meter } = withSdk();
		const router = await startRouter(
			{ "hf-inference": answers.json([{ generated_text: "Hello world" }]) },
			{ mapping: { "hf-inference": { providerId: MODEL, status: "live", task: "text-generation" } } },
		);
		await textGeneration(
			{ accessToken: TOKEN, model: MODEL, inputs: "Hello", parameters: { max_new_tokens: 5 } },
			{ ...at(router), telemetry: { tracer, meter } },
		);
		expect(sdk.spans().map((span) => span.name)).toEqual([`text_completion ${MODEL}`]);
		expect(sdk.spans()[0]?.attributes["gen_ai.request.max_tokens"]).toBe(5);
	});

	it("a fallback: one child span per attempt under the call's span, the failed one ERROR with its error.type", async () => {
		const { tracer, meter } = withSdk();
		const router = await startRouter({ together: answers.status(503), "fireworks-ai": fullAnswer });
		await chatCompletion(
			{ accessToken: TOKEN, model: MODEL, provider: ["together", "fireworks-ai"], messages },
			{ ...at(router), telemetry: { tracer, meter }, retry_on_error: false },
		);
		const spans = sdk.spans();
		const parent = spans.find((span) => span.parentSpanContext === undefined);
		const children = spans.filter((span) => span.parentSpanContext?.spanId === parent?.spanContext().spanId);
		expect(spans).toHaveLength(3);
		expect(parent?.attributes["gen_ai.provider.name"]).toBe("fireworks-ai");
		expect(parent?.status.code).toBe(SpanStatusCode.UNSET);
		expect(children.map((span) => [span.attributes["gen_ai.provider.name"], span.status.code])).toEqual([
			["together", SpanStatusCode.ERROR],
			["fireworks-ai", SpanStatusCode.UNSET],
		]);
		expect(children[0]?.attributes).toMatchObject({ "error.type": "server", "http.response.status_code": 503 });
		expect(children.every((span) => span.kind === SpanKind.CLIENT)).toBe(true);
	});

	it("one provider tried: no child span; a skipped provider is an event of the call's span", async () => {
		const { tracer, meter } = withSdk();
		const router = await startRouter({ together: fullAnswer });
		await chatCompletion(
			{ accessToken: TOKEN, model: MODEL, provider: ["cerebras", "together"], messages },
			{ ...at(router), telemetry: { tracer, meter } },
		);
		expect(sdk.spans()).toHaveLength(1);
		expect(sdk.spans()[0]?.events.map((event) => event.attributes?.["gen_ai.provider.name"])).toEqual(["cerebras"]);
	});

	it("a failed call: status ERROR and error.type, also on the duration metric", async () => {
		const { tracer, meter } = withSdk();
		const router = await startRouter({ together: answers.status(429) });
		await expect(
			chatCompletion(
				{ accessToken: TOKEN, model: MODEL, provider: "together", messages },
				{ ...at(router), telemetry: { tracer, meter }, retry: { limit: 0 } },
			),
		).rejects.toThrow();
		const [span] = sdk.spans();
		expect(span?.status.code).toBe(SpanStatusCode.ERROR);
		expect(span?.attributes["error.type"]).toBe("rate-limit");
		await collected(sdk);
		expect(sdk.histogram("gen_ai.client.operation.duration")[0]?.attributes["error.type"]).toBe("rate-limit");
	});

	it("metric points carry the GenAI attributes, never the caller's per-call ones: 40 calls, one series", async () => {
		const { tracer, meter } = withSdk();
		const router = await startRouter({ together: fullAnswer });
		for (let row = 0; row < 40; row++) {
			await chatCompletion(
				{ accessToken: TOKEN, model: MODEL, provider: "together", messages },
				{ ...at(router), telemetry: { tracer, meter, attributes: { "modelyard.row.index": row, "app.tag": "x" } } },
			);
		}
		// The caller's attributes stay on the spans.
		expect(sdk.spans().map((span) => span.attributes["modelyard.row.index"])).toEqual([...Array(40).keys()]);
		await collected(sdk);
		const port = Number(new URL(router.url).port);
		const genAi = {
			"gen_ai.operation.name": "chat",
			"gen_ai.provider.name": "together",
			"gen_ai.request.model": MODEL,
			"gen_ai.response.model": "together/chat-served",
			"server.address": "127.0.0.1",
			"server.port": port,
		};
		// Before: one point (a time series) per call, each with its row index, and no server.port.
		const durations = sdk.histogram("gen_ai.client.operation.duration");
		expect(durations.map((point) => [point.attributes, point.value.count])).toEqual([[genAi, 40]]);
		const tokens = sdk.histogram("gen_ai.client.token.usage");
		expect(
			tokens
				.map((point) => point.attributes)
				.sort((a, b) => String(a["gen_ai.token.type"]).localeCompare(String(b["gen_ai.token.type"]))),
		).toEqual([
			{ ...genAi, "gen_ai.token.type": "input" },
			{ ...genAi, "gen_ai.token.type": "output" },
		]);
	});

	it("server.port is the scheme's (443) when the URL names none, on the span and the metric point", async () => {
		const { tracer, meter } = withSdk();
		const fakeFetch = async (input: string | URL | Request) => {
			const url = String(input instanceof Request ? input.url : input);
			return url.includes("/api/models/")
				? Response.json({ id: MODEL, inferenceProviderMapping: chatMapping(["together"]) })
				: Response.json(chatAnswer("hi"));
		};
		await chatCompletion(
			{ accessToken: TOKEN, model: MODEL, provider: "together", messages },
			{
				hubUrl: "https://hub.example",
				routerUrl: "https://router.example",
				fetch: fakeFetch as typeof fetch,
				telemetry: { tracer, meter },
			},
		);
		expect(sdk.spans()[0]?.attributes).toMatchObject({ "server.address": "router.example", "server.port": 443 });
		await collected(sdk);
		expect(sdk.histogram("gen_ai.client.operation.duration")[0]?.attributes).toMatchObject({
			"server.address": "router.example",
			"server.port": 443,
		});
	});

	it("a stream's span ends with the stream, with its time to first chunk and the last chunk's facts", async () => {
		const { tracer, meter } = withSdk();
		const router = await startRouter({ "fireworks-ai": slowStream(["a", "b", "c"], 100) });
		const stream = chatCompletionStream(
			{ accessToken: TOKEN, model: MODEL, provider: "fireworks-ai", messages },
			{ ...at(router), telemetry: { tracer, meter } },
		);
		let chunks = 0;
		let readAllAt = 0;
		for await (const _chunk of stream) {
			chunks++;
			// While the caller reads, the call is not over: no span yet.
			expect(sdk.spans()).toHaveLength(0);
			readAllAt = Date.now();
		}
		expect(chunks).toBe(3);
		const [span] = sdk.spans();
		const endMs = (span?.endTime[0] ?? 0) * 1000 + (span?.endTime[1] ?? 0) / 1e6;
		expect(endMs).toBeGreaterThanOrEqual(readAllAt - 1);
		const firstChunk = span?.attributes["gen_ai.response.time_to_first_chunk"] as number;
		const duration = (span?.duration[0] ?? 0) + (span?.duration[1] ?? 0) / 1e9;
		expect(firstChunk).toBeGreaterThan(0);
		expect(duration - firstChunk).toBeGreaterThan(0.15);
		expect(span?.attributes).toMatchObject({
			"gen_ai.response.finish_reasons": ["length"],
			"gen_ai.response.id": "chunk-1",
			"gen_ai.usage.output_tokens": 3,
		});
	});

	it("a stream the caller stops early still ends its span", async () => {
		const { tracer, meter } = withSdk();
		const router = await startRouter({ "fireworks-ai": slowStream(["a", "b", "c"], 50) });
		for await (const _chunk of chatCompletionStream(
			{ accessToken: TOKEN, model: MODEL, provider: "fireworks-ai", messages },
			{ ...at(router), telemetry: { tracer, meter } },
		)) {
			break;
		}
		expect(sdk.spans()).toHaveLength(1);
	});
});

describe("telemetry: off by default, global with true, content only when asked, never a secret", () => {
	it("without the option nothing is recorded, even with a global tracer and meter installed", async () => {
		withSdk().registerGlobally();
		const router = await startRouter({ together: fullAnswer });
		await chatCompletion({ accessToken: TOKEN, model: MODEL, provider: "together", messages }, at(router));
		await collected(sdk);
		expect(sdk.spans()).toHaveLength(0);
		expect(sdk.histogram("gen_ai.client.operation.duration")).toHaveLength(0);
	});

	it("true uses the global tracer and meter; an InferenceClient default applies to its calls", async () => {
		withSdk().registerGlobally();
		const router = await startRouter({ together: fullAnswer });
		const client = new InferenceClient(TOKEN, { ...at(router), telemetry: true });
		await client.chatCompletion({ model: MODEL, provider: "together", messages });
		await collected(sdk);
		expect(sdk.spans().map((span) => span.instrumentationScope.name)).toEqual(["@modelyard/inference"]);
		expect(sdk.histogram("gen_ai.client.operation.duration")).toHaveLength(1);
	});

	it("messages are recorded only with recordContent", async () => {
		const { tracer, meter } = withSdk();
		const router = await startRouter({ together: fullAnswer });
		const args = { accessToken: TOKEN, model: MODEL, provider: "together" as const, messages };
		await chatCompletion(args, { ...at(router), telemetry: { tracer, meter } });
		await chatCompletion(args, { ...at(router), telemetry: { tracer, meter, recordContent: true } });
		const [plain, recorded] = sdk.spans();
		expect(Object.keys(plain?.attributes ?? {}).filter((key) => key.includes("messages"))).toEqual([]);
		expect(JSON.stringify(plain?.attributes)).not.toContain("Hello");
		expect(JSON.parse(recorded?.attributes["gen_ai.input.messages"] as string)).toEqual([
			{ role: "user", parts: [{ type: "text", content: "Hello" }] },
		]);
		expect(JSON.parse(recorded?.attributes["gen_ai.output.messages"] as string)).toEqual([
			{ role: "assistant", parts: [{ type: "text", content: "Hi there" }], finish_reason: "stop" },
		]);
	});

	it("no token nor provider key in any span, event, status or metric, failures and content included", async () => {
		const { tracer, meter } = withSdk();
		const router = await startRouter({ together: answers.status(401), "fireworks-ai": fullAnswer });
		const telemetry = { tracer, meter, recordContent: true };
		await chatCompletion(
			{ accessToken: TOKEN, model: MODEL, provider: ["together", "fireworks-ai", "cerebras"], messages },
			{ ...at(router), telemetry, providerKeys: { together: PROVIDER_KEY } },
		);
		await expect(
			chatCompletion(
				{ accessToken: TOKEN, model: MODEL, provider: "together", messages },
				{ ...at(router), telemetry, retry: { limit: 0 } },
			),
		).rejects.toThrow();
		const everything = await sdk.everything();
		expect(sdk.spans().length).toBeGreaterThanOrEqual(4);
		expect(everything).not.toContain(TOKEN);
		expect(everything).not.toContain(PROVIDER_KEY);
		expect(everything).not.toContain("secretKey");
	});
});
