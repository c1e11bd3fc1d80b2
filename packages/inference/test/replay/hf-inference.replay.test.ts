// The core acceptance test of the task functions: every recorded hf-inference exchange (router and the older
// inference proxy) is replayed through today's client. The request it builds must equal the recorded one
// (method, URL, content type, JSON body; only the documented keys of older clients are normalised), and the
// recorded answer must come out as the task's result, its events, or the right typed error.
import { isDeepStrictEqual } from "node:util";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { InferenceClientError } from "../../src/errors/index.js";
import { clearProviderMappingCache } from "../../src/routing/index.js";
import {
	createRecordedFetch,
	type RecordedExchange,
	recordedExchanges,
	recordedResponse,
	type SeenRequest,
} from "../support/recorded-fetch.js";
import {
	isHfInferenceExchange,
	normaliseBody,
	parseRoute,
	type ReplayCase,
	reconstruct,
} from "./hf-inference-calls.js";

const exchanges = recordedExchanges().filter(isHfInferenceExchange);
const cases = exchanges.map(reconstruct);

const figures = {
	replayed: 0,
	exactRequests: 0,
	normalisedRequests: 0,
	bodyNotRecorded: 0,
	answersParsed: 0,
	errorsMapped: 0,
	viaEndpointUrl: 0,
	viaRequest: 0,
	guessed: [] as string[],
	/** What the normalised matches differed in. */
	normalisedKeys: {} as Record<string, number>,
};

/** The older-client keys a normalised match had: `options`, `model: "tgi"`, or a `model` key only one side has. */
function normalisedKeys(recorded: Record<string, unknown>, sent: Record<string, unknown>, modelId: string): string[] {
	const keys: string[] = [];
	if ("options" in recorded) keys.push(`options ${JSON.stringify(recorded["options"])}`);
	if (recorded["model"] === "tgi") keys.push('model "tgi"');
	else if ("model" in recorded && recorded["model"] !== modelId) keys.push("model key naming another model");
	else if ("model" in recorded !== "model" in sent) keys.push("model key (the id in the URL)");
	return keys;
}

/** The hub answers the mapping lookup (not in the recording) with the exchange's model served by hf-inference. */
function hubMapping(replay: ReplayCase): Response {
	const mapping = { "hf-inference": { providerId: replay.modelId, status: "live", task: replay.fn.hubTask } };
	return Response.json({ id: replay.modelId, inferenceProviderMapping: mapping });
}

function replayFetch(replay: ReplayCase) {
	return createRecordedFetch({
		exchanges: [],
		fallback: (request) =>
			request.method === "GET" && request.url.startsWith(`https://huggingface.co/api/models/${replay.modelId}?`)
				? hubMapping(replay)
				: recordedResponse(replay.exchange),
	});
}

type RequestMatch = "exact" | "normalised" | "body not recorded";

function isJsonRequest(headers: Record<string, string> | undefined): boolean {
	const contentType = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === "content-type")?.[1];
	return contentType?.startsWith("application/json") === true;
}

/** Compares the request today's client sent with the recorded one; throws (via expect) on any difference. */
function matchRequest(replay: ReplayCase, sent: SeenRequest): RequestMatch {
	const { exchange } = replay;
	expect(sent.method).toBe(exchange.init.method ?? "GET");
	expect(sent.url).toBe(replay.expectedUrl);
	expect(isJsonRequest(sent.headers)).toBe(isJsonRequest(exchange.init.headers));
	if (exchange.init.body === undefined) {
		// Not recorded: binary bodies, and JSON bodies over 1,000 characters (base64 images).
		if (isJsonRequest(exchange.init.headers)) expect(JSON.stringify(sent.body).length).toBeGreaterThan(1_000);
		else expect(sent.body instanceof Blob || sent.body instanceof ArrayBuffer).toBe(true);
		return "body not recorded";
	}
	const recorded: unknown = JSON.parse(exchange.init.body);
	if (isDeepStrictEqual(recorded, sent.body)) return "exact";
	const chatRoute = parseRoute(exchange.url).kind === "chat";
	expect(normaliseBody(sent.body, replay.modelId, chatRoute)).toEqual(
		normaliseBody(recorded, replay.modelId, chatRoute),
	);
	for (const key of normalisedKeys(
		recorded as Record<string, unknown>,
		sent.body as Record<string, unknown>,
		replay.modelId,
	)) {
		figures.normalisedKeys[key] = (figures.normalisedKeys[key] ?? 0) + 1;
	}
	return "normalised";
}

type ExpectedAnswer = { kind: "result" } | { kind: "events"; count: number } | { kind: "error"; message: string };

function dataPayloads(eventStream: string): string[] {
	return eventStream
		.split(/\r?\n/)
		.filter((line) => line.startsWith("data:"))
		.map((line) => line.slice("data:".length).trim())
		.filter((payload) => payload !== "[DONE]");
}

function expectedAnswer({ response }: RecordedExchange): ExpectedAnswer {
	const contentType = response.headers["content-type"] ?? "";
	if (response.status >= 400) {
		const message = contentType.startsWith("application/json")
			? String((JSON.parse(response.body) as { error: unknown }).error)
			: response.body;
		return { kind: "error", message };
	}
	if (contentType.startsWith("text/event-stream")) {
		const events = dataPayloads(response.body).map((payload) => JSON.parse(payload) as Record<string, unknown>);
		const forwarded = events.find((event) => "error" in event);
		return forwarded
			? { kind: "error", message: String(forwarded["error"]) }
			: { kind: "events", count: events.length };
	}
	return { kind: "result" };
}

/** Shapes the quirk decisions fix or keep, checked on the real answers. */
function expectResultShape(replay: ReplayCase, result: unknown): void {
	const { name } = replay.fn;
	const binaryAnswer = !(replay.exchange.response.headers["content-type"] ?? "").startsWith("application/json");
	if (binaryAnswer && name !== "request") expect(result).toBeInstanceOf(Blob);
	if (name === "zeroShotClassification") {
		expect(result).toEqual(expect.arrayContaining([{ label: expect.any(String), score: expect.any(Number) }]));
		for (const element of result as object[]) expect(Object.keys(element).sort()).toEqual(["label", "score"]);
	}
	if (name === "translation") {
		const inputs = replay.args["inputs"];
		if (Array.isArray(inputs) && inputs.length > 1) expect(result).toHaveLength(inputs.length);
		else expect(result).toEqual({ translation_text: expect.any(String) });
	}
	if (name === "textClassification") expect((result as unknown[]).every((item) => !Array.isArray(item))).toBe(true);
	if (name === "chatCompletion")
		expect(result).toMatchObject({ choices: expect.any(Array), usage: expect.any(Object) });
}

describe("replay of the recorded hf-inference exchanges", () => {
	beforeAll(() => {
		vi.spyOn(console, "warn").mockImplementation(() => undefined);
	});
	afterAll(() => {
		vi.restoreAllMocks();
	});
	beforeEach(() => {
		clearProviderMappingCache();
	});

	it("finds the router and legacy-proxy exchanges", () => {
		expect(exchanges.length).toBeGreaterThan(150);
		expect(exchanges.some((exchange) => exchange.url.includes("/api/inference-proxy/"))).toBe(true);
	});

	it.each(cases.map((replay, index) => [`#${index + 1} ${replay.fn.name} ${replay.exchange.url}`, replay] as const))(
		"%s",
		async (_name, replay) => {
			const { fetch, requests } = replayFetch(replay);
			const expected = expectedAnswer(replay.exchange);
			const outcome = await replay.fn.run(replay.args, { fetch, retry_on_error: false }).then(
				(value) => ({ ok: true as const, value }),
				(error: unknown) => ({ ok: false as const, error }),
			);
			const posts = requests.filter((request) => request.method === "POST");
			expect(posts).toHaveLength(1);
			const match = matchRequest(replay, posts[0] as SeenRequest);

			if (expected.kind === "error") {
				expect(outcome.ok).toBe(false);
				const { error } = outcome as { error: unknown };
				expect(error).toBeInstanceOf(InferenceClientError);
				expect((error as Error).message).toContain(expected.message);
				figures.errorsMapped++;
			} else {
				if (!outcome.ok) throw outcome.error;
				if (expected.kind === "events") expect(outcome.value).toHaveLength(expected.count);
				else expectResultShape(replay, outcome.value);
				figures.answersParsed++;
			}
			figures.replayed++;
			if (match === "exact") figures.exactRequests++;
			else if (match === "normalised") figures.normalisedRequests++;
			else figures.bodyNotRecorded++;
			if (replay.via.startsWith("endpointUrl")) figures.viaEndpointUrl++;
			if (replay.via.startsWith("request()")) figures.viaRequest++;
			if (replay.guess) figures.guessed.push(`${replay.exchange.url}: ${replay.guess}`);
		},
	);

	it("replayed every exchange (figures)", () => {
		console.info(`hf-inference replay figures: ${JSON.stringify({ total: exchanges.length, ...figures }, null, 1)}`);
		expect(figures.replayed).toBe(exchanges.length);
		expect(figures.exactRequests + figures.normalisedRequests + figures.bodyNotRecorded).toBe(exchanges.length);
		expect(figures.answersParsed + figures.errorsMapped).toBe(exchanges.length);
	});
});
