// The provider contract (DESIGN §7): every (provider, task) pair the client declares is called through its public
// task function with an injected fetch, and must send the documented URL (router and direct), auth header and
// body, parse a success answer (recorded where one exists), map an error answer to a typed error carrying the
// server's message, and (for streaming tasks) yield chunks in order, stop at [DONE] and cancel on an early break.
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
	audioClassification,
	audioToAudio,
	automaticSpeechRecognition,
	chatCompletion,
	chatCompletionStream,
	clearProviderMappingCache,
	documentQuestionAnswering,
	featureExtraction,
	fillMask,
	InferenceClientInputError,
	InferenceClientProviderApiError,
	InferenceClientTimeoutError,
	InferenceOutputError,
	imageClassification,
	imageSegmentation,
	imageTextToImage,
	imageTextToVideo,
	imageToImage,
	imageToText,
	imageToVideo,
	objectDetection,
	PROVIDERS,
	questionAnswering,
	sentenceSimilarity,
	summarization,
	tableQuestionAnswering,
	tabularClassification,
	tabularRegression,
	textClassification,
	textGeneration,
	textGenerationStream,
	textToAudio,
	textToImage,
	textToSpeech,
	textToVideo,
	tokenClassification,
	translation,
	visualQuestionAnswering,
	zeroShotClassification,
	zeroShotImageClassification,
} from "../../src/index.js";
import type { InferenceProvider, InferenceTask, Options } from "../../src/types.js";
import { recordedExchanges, recordedResponse } from "../support/recorded-fetch.js";
import { type Answer, type AnswerSource, documentedStream } from "./answers.js";
import type { ContractCase, ExpectedFile } from "./case-kit.js";
import { CONTRACT_CASES } from "./contract-cases.js";

const HF_TOKEN = "hf_contractHubToken123";
const PROVIDER_KEY = "contract-provider-key-456";
const HUB_MODELS = "https://huggingface.co/api/models/";

/**
 * The key header each provider's own API documents, where it is not `Authorization: Bearer {key}` (hub tokens
 * are always Bearer). Written from the providers' docs, not read from their files.
 */
const KEY_HEADER: Partial<Record<InferenceProvider, (key: string) => Record<string, string>>> = {
	"black-forest-labs": (key) => ({ "x-key": key }),
	"fal-ai": (key) => ({ authorization: `Key ${key}` }),
};
const keyHeader = (provider: InferenceProvider, key: string): Record<string, string> =>
	KEY_HEADER[provider]?.(key) ?? { authorization: `Bearer ${key}` };

/** Headers a provider needs on every call (Replicate answers synchronously only when asked to wait). */
const EXTRA_HEADERS: Partial<Record<InferenceProvider, Record<string, string>>> = {
	replicate: { prefer: "wait" },
	"zai-org": { "x-source-channel": "hugging_face", "accept-language": "en-US,en" },
};

type Call = (args: Record<string, unknown>, options: Options) => Promise<unknown>;
// The task functions are typed per task; the table feeds each one the arguments its task takes.
const as = (fn: unknown) => fn as Call;

/** The public function a user calls for each task. */
const CALLS: Partial<Record<InferenceTask, Call>> = {
	"audio-classification": as(audioClassification),
	"audio-to-audio": as(audioToAudio),
	"automatic-speech-recognition": as(automaticSpeechRecognition),
	conversational: as(chatCompletion),
	"document-question-answering": as(documentQuestionAnswering),
	"feature-extraction": as(featureExtraction),
	"fill-mask": as(fillMask),
	"image-classification": as(imageClassification),
	"image-segmentation": as(imageSegmentation),
	"image-text-to-image": as(imageTextToImage),
	"image-text-to-video": as(imageTextToVideo),
	"image-to-image": as(imageToImage),
	"image-to-text": as(imageToText),
	"image-to-video": as(imageToVideo),
	"object-detection": as(objectDetection),
	"question-answering": as(questionAnswering),
	"sentence-similarity": as(sentenceSimilarity),
	summarization: as(summarization),
	"table-question-answering": as(tableQuestionAnswering),
	"tabular-classification": as(tabularClassification),
	"tabular-regression": as(tabularRegression),
	"text-classification": as(textClassification),
	"text-generation": as(textGeneration),
	"text-to-audio": as(textToAudio),
	"text-to-image": as(textToImage),
	"text-to-speech": as(textToSpeech),
	"text-to-video": as(textToVideo),
	"token-classification": as(tokenClassification),
	translation: as(translation),
	"visual-question-answering": as(visualQuestionAnswering),
	"zero-shot-classification": as(zeroShotClassification),
	"zero-shot-image-classification": as(zeroShotImageClassification),
};

function callFor(task: InferenceTask): Call {
	const call = CALLS[task];
	if (call === undefined) throw new Error(`No public function listed for task ${task}`);
	return call;
}

type StreamCall = (args: Record<string, unknown>, options: Options) => AsyncGenerator<unknown>;
const STREAM_CALLS: Partial<Record<InferenceTask, { call: StreamCall; text(chunk: unknown): string }>> = {
	conversational: {
		call: chatCompletionStream as unknown as StreamCall,
		text: (chunk) => (chunk as { choices: Array<{ delta: { content?: string } }> }).choices[0]?.delta.content ?? "",
	},
	"text-generation": {
		call: textGenerationStream as unknown as StreamCall,
		text: (chunk) => (chunk as { token: { text: string } }).token.text,
	},
};

interface Seen {
	url: string;
	method: string;
	headers: Record<string, string>;
	body: RequestInit["body"];
}

/**
 * A fake network for one case: the hub maps the model to the case's provider id, the first provider POST gets
 * `main`, follow-ups get the case's answers by URL fragment, downloads replay the recording of their URL.
 */
function fakeNetwork(testCase: ContractCase, main: () => Response) {
	const seen: Seen[] = [];
	let mainAnswered = false;
	const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
		const url = String(input);
		const method = (init.method ?? "GET").toUpperCase();
		seen.push({ url, method, headers: Object.fromEntries(new Headers(init.headers)), body: init.body });
		if (url.startsWith(HUB_MODELS)) {
			const entry = {
				provider: testCase.provider,
				providerId: testCase.providerModelId,
				status: "live",
				task: testCase.task,
			};
			return Response.json({ inferenceProviderMapping: [entry] });
		}
		if (method === "POST" && !mainAnswered) {
			mainAnswered = true;
			return main();
		}
		const followUp = testCase.followUps?.find(([fragment]) => url.includes(fragment));
		if (followUp) return followUp[1].respond();
		const download = recordedExchanges().find((exchange) => exchange.url === url && exchange.init.method === undefined);
		if (download) return recordedResponse(download);
		throw new Error(`Unexpected request ${method} ${url}`);
	};
	return { fetch: fetch as typeof globalThis.fetch, seen };
}

/** Runs a call; polling calls run on a fake clock advanced until they settle. */
async function settle<T>(testCase: ContractCase, run: () => Promise<T>): Promise<T> {
	if (!testCase.polls) return run();
	vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
	try {
		const promise = run();
		let done = false;
		promise.then(
			() => {
				done = true;
			},
			() => {
				done = true;
			},
		);
		while (!done) await vi.advanceTimersByTimeAsync(250);
		return await promise;
	} finally {
		vi.useRealTimers();
	}
}

function argsFor(testCase: ContractCase, accessToken: string | undefined): Record<string, unknown> {
	return {
		...testCase.args(),
		model: testCase.model ?? `contract/${testCase.provider}-${testCase.task}`,
		provider: testCase.provider,
		...(accessToken === undefined ? {} : { accessToken }),
	};
}

async function callWith(
	testCase: ContractCase,
	accessToken: string | undefined,
	answer: Answer = testCase.success,
	extraOptions: Record<string, unknown> = {},
) {
	const network = fakeNetwork(testCase, () => answer.respond());
	const options = { fetch: network.fetch, retry_on_error: false, ...extraOptions };
	const output = await settle(testCase, () => callFor(testCase.task)(argsFor(testCase, accessToken), options));
	return { output, seen: network.seen, main: mainRequest(network.seen) };
}

function mainRequest(seen: readonly Seen[]): Seen {
	const main = seen.find((request) => request.method === "POST");
	if (main === undefined) throw new Error("No provider request was sent");
	return main;
}

async function bytesOf(body: RequestInit["body"]): Promise<Uint8Array> {
	if (body instanceof Blob) return new Uint8Array(await body.arrayBuffer());
	if (body instanceof ArrayBuffer) return new Uint8Array(body);
	if (ArrayBuffer.isView(body)) return new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
	throw new Error(`Not a binary body: ${typeof body}`);
}

/**
 * A multipart body: a FormData holding exactly the expected parts, and no Content-Type of the client's own, so
 * fetch writes `multipart/form-data` with the boundary it chose (checked by encoding it as fetch does).
 */
async function expectForm(form: Record<string, string | ExpectedFile>, sent: Seen): Promise<void> {
	expect(sent.body).toBeInstanceOf(FormData);
	const data = sent.body as FormData;
	const parts: Record<string, unknown> = {};
	for (const [name, value] of data.entries()) {
		parts[name] =
			typeof value === "string"
				? value
				: { fileName: value.name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) };
	}
	expect(parts).toEqual(form);
	expect(sent.headers["content-type"]).toBeUndefined();
	const encoded = new Request("https://example.invalid", { method: "POST", body: data });
	expect(encoded.headers.get("content-type")).toMatch(/^multipart\/form-data; boundary=\S+$/);
}

async function expectBody(testCase: ContractCase, sent: Seen): Promise<void> {
	if ("json" in testCase.body) {
		expect(typeof sent.body).toBe("string");
		expect(JSON.parse(sent.body as string)).toEqual(testCase.body.json);
		expect(sent.headers["content-type"]).toBe("application/json");
	} else if ("form" in testCase.body) {
		await expectForm(testCase.body.form, sent);
	} else {
		expect(await bytesOf(sent.body)).toEqual(testCase.body.bytes);
		// Raw bytes carry their own type: the client sets no JSON content type.
		expect(sent.headers["content-type"]).toBeUndefined();
	}
}

/** No token in any URL; hosts other than the hub and the provider's (CDNs, polling hosts) get no credentials. */
function expectNoLeak(seen: readonly Seen[], main: Seen, token: string): void {
	for (const request of seen) {
		expect(request.url).not.toContain(token);
		const sameOrigin = new URL(request.url).origin === new URL(main.url).origin || request.url.startsWith(HUB_MODELS);
		if (!sameOrigin) {
			expect(request.headers["authorization"]).toBeUndefined();
			expect(request.headers["x-key"]).toBeUndefined();
		}
	}
}

function expectedAuth(testCase: ContractCase, token: string | undefined): Record<string, string | undefined> {
	if (token === undefined) return { authorization: undefined, "x-key": undefined };
	const header = token.startsWith("hf_") ? { authorization: `Bearer ${token}` } : keyHeader(testCase.provider, token);
	return { authorization: undefined, "x-key": undefined, ...header };
}

function expectAuth(testCase: ContractCase, sent: Seen, token: string | undefined): void {
	const expected = expectedAuth(testCase, token);
	for (const [name, value] of Object.entries(expected)) expect(sent.headers[name]).toBe(value);
	for (const [name, value] of Object.entries(EXTRA_HEADERS[testCase.provider] ?? {})) {
		expect(sent.headers[name]).toBe(value);
	}
}

/** Every declared pair, from the provider list itself: a pair added without a case fails the first test. */
function declaredPairs(): string[] {
	return Object.values(PROVIDERS)
		.flatMap((provider) => Object.keys(provider.tasks).map((task) => `${provider.id} ${task}`))
		.sort();
}

const pairName = (testCase: ContractCase) => `${testCase.provider} ${testCase.task}`;

/** Per provider: pairs checked, and where their success, error and stream answers come from. */
type Kind = "success" | "error" | "stream";
const tally = new Map<string, { pairs: number } & Record<`${Kind} ${AnswerSource}`, number>>();
for (const testCase of CONTRACT_CASES) {
	const entry = tally.get(testCase.provider) ?? {
		pairs: 0,
		"success recorded": 0,
		"success documented": 0,
		"error recorded": 0,
		"error documented": 0,
		"stream recorded": 0,
		"stream documented": 0,
	};
	entry.pairs += 1;
	entry[`success ${testCase.success.source}`] += 1;
	entry[`error ${testCase.error.answer.source}`] += 1;
	if (testCase.stream) entry[`stream ${testCase.stream.answer.source}`] += 1;
	tally.set(testCase.provider, entry);
}

function summaryLine(provider: string, entry: NonNullable<ReturnType<typeof tally.get>>): string {
	const part = (kind: Kind) =>
		`${kind} ${entry[`${kind} recorded`]} recorded/${entry[`${kind} documented`]} documented`;
	return `${provider.padEnd(18)} ${String(entry.pairs).padStart(2)} pairs checked; ${part("success")}; ${part("error")}; ${part("stream")}`;
}

beforeEach(() => clearProviderMappingCache());

afterAll(() => {
	const lines = [...tally.entries()]
		.sort(([left], [right]) => left.localeCompare(right))
		.map(([provider, entry]) => summaryLine(provider, entry));
	console.info(`provider contract: ${CONTRACT_CASES.length} pairs\n${lines.join("\n")}`);
});

describe("provider contract: the case table", () => {
	it("has exactly one case per (provider, task) pair the provider list declares (98)", () => {
		const cases = CONTRACT_CASES.map(pairName).sort();
		expect(new Set(cases).size).toBe(cases.length);
		expect(cases).toEqual(declaredPairs());
		expect(cases).toHaveLength(98);
	});
});

describe.each(CONTRACT_CASES.map((testCase) => [pairName(testCase), testCase] as const))("%s", (_name, testCase) => {
	const { router, direct } = testCase.urls;

	if (router === undefined) {
		it("is direct-only: refuses hf_ tokens before any request", async () => {
			const network = fakeNetwork(testCase, () => testCase.success.respond());
			const call = callFor(testCase.task)(argsFor(testCase, HF_TOKEN), { fetch: network.fetch });
			await expect(call).rejects.toThrow(InferenceClientInputError);
			await expect(call).rejects.toThrow(
				`Provider ${testCase.provider} is closed-source and does not support HF tokens.`,
			);
			expect(network.seen).toEqual([]);
		});
	} else {
		it(`router with an hf_ token: ${router}, Bearer`, async () => {
			const { main, seen } = await callWith(testCase, HF_TOKEN);
			expect(main.url).toBe(router);
			expectAuth(testCase, main, HF_TOKEN);
			expectNoLeak(seen, main, HF_TOKEN);
		});
	}

	it(`direct with a provider key: ${direct}, ${Object.keys(keyHeader(testCase.provider, "k"))[0]}`, async () => {
		const { main, seen } = await callWith(testCase, PROVIDER_KEY);
		expect(main.url).toBe(direct);
		expectAuth(testCase, main, PROVIDER_KEY);
		expectNoLeak(seen, main, PROVIDER_KEY);
		// A provider key means nothing to the hub: it never goes there.
		for (const request of seen.filter((item) => item.url.startsWith(HUB_MODELS))) {
			expect(request.headers["authorization"]).toBeUndefined();
		}
	});

	it("without a token: no Authorization header at all", async () => {
		const { main } = await callWith(testCase, undefined);
		expect(main.url).toBe(router ?? direct);
		expectAuth(testCase, main, undefined);
	});

	it("sends the body the provider's API expects", async () => {
		const { main } = await callWith(testCase, PROVIDER_KEY);
		await expectBody(testCase, main);
	});

	it(`parses a ${testCase.success.source} success answer`, async () => {
		const { output } = await callWith(testCase, PROVIDER_KEY);
		testCase.check(output);
	});

	it(`maps a ${testCase.error.answer.source} ${testCase.error.status} answer to a typed provider error with the server's message`, async () => {
		const error = await callWith(testCase, PROVIDER_KEY, testCase.error.answer).catch((caught: unknown) => caught);
		expect(error).toBeInstanceOf(InferenceClientProviderApiError);
		const apiError = error as InferenceClientProviderApiError;
		expect(apiError.httpResponse.status).toBe(testCase.error.status);
		expect(apiError.message).toBe(testCase.error.message);
		expect(apiError.provider).toBe(testCase.provider);
		expect(JSON.stringify(apiError)).not.toContain(PROVIDER_KEY);
	});

	const urlOutput = testCase.urlOutput;
	if (urlOutput !== undefined) {
		it('outputType "url": the image URL (or data URL), nothing downloaded', async () => {
			const { output, seen } = await callWith(testCase, PROVIDER_KEY, testCase.success, { outputType: "url" });
			expect(output).toMatch(urlOutput);
			const sameHost = (url: string) => new URL(url).host === new URL(mainRequest(seen).url).host;
			expect(seen.filter((request) => !request.url.startsWith(HUB_MODELS) && !sameHost(request.url))).toEqual([]);
		});
	}

	const failedJob = testCase.failedJob;
	if (failedJob !== undefined) {
		it("a job that fails: a typed output error naming the failure, nothing downloaded", async () => {
			const failing = { ...testCase, followUps: failedJob.followUps };
			const network = fakeNetwork(failing, () => testCase.success.respond());
			const call = callFor(testCase.task)(argsFor(testCase, PROVIDER_KEY), {
				fetch: network.fetch,
				retry_on_error: false,
			});
			const error = await settle(testCase, () => call).catch((caught: unknown) => caught);
			expect(error).toBeInstanceOf(InferenceOutputError);
			// Any download would have met an unexpected URL in the fake network, and failed with another error.
			expect((error as Error).message).toMatch(failedJob.message);
		});
	}

	const pendingJob = testCase.pendingJob;
	if (pendingJob !== undefined) {
		it.each([
			["router with an hf_ token", HF_TOKEN, pendingJob.statusUrls.router],
			["direct with a provider key", PROVIDER_KEY, pendingJob.statusUrls.direct],
		])(
			`a job that never ends (%s): ${pendingJob.polls} polls of its status URL, then a typed timeout error`,
			async (_how, token, statusUrl) => {
				const pending = { ...testCase, followUps: pendingJob.followUps };
				const network = fakeNetwork(pending, () => testCase.success.respond());
				const options = {
					fetch: network.fetch,
					retry_on_error: false,
					...(pendingJob.pollTimeout === undefined ? {} : { pollTimeout: pendingJob.pollTimeout }),
				};
				const call = callFor(testCase.task)(argsFor(testCase, token), options);
				const error = await settle(testCase, () => call).catch((caught: unknown) => caught);
				expect(error).toBeInstanceOf(InferenceClientTimeoutError);
				const polls = network.seen.filter((request) => request.method === "GET" && !request.url.startsWith(HUB_MODELS));
				expect(polls).toHaveLength(pendingJob.polls);
				for (const poll of polls) {
					expect(poll.url).toBe(statusUrl);
					expectAuth(testCase, poll, token);
				}
			},
		);
	}

	const stream = testCase.stream;
	const streamCall = STREAM_CALLS[testCase.task];
	if (stream !== undefined && streamCall !== undefined) {
		const streamWith = (answer: () => Response, token = PROVIDER_KEY) => {
			const network = fakeNetwork(testCase, answer);
			const chunks = streamCall.call(argsFor(testCase, token), { fetch: network.fetch, retry_on_error: false });
			return { chunks, network };
		};

		if (router !== undefined) {
			it("streams through the router with an hf_ token, Bearer", async () => {
				const { chunks, network } = streamWith(() => stream.answer.respond(), HF_TOKEN);
				for await (const _chunk of chunks) {
					// Drained: only the request matters here.
				}
				const main = mainRequest(network.seen);
				expect(main.url).toBe(router);
				expectAuth(testCase, main, HF_TOKEN);
			});
		}

		it(`streams a ${stream.answer.source} answer: ${stream.chunks} chunks in order, same URL, stream: true`, async () => {
			const { chunks, network } = streamWith(() => stream.answer.respond());
			const received: unknown[] = [];
			for await (const chunk of chunks) received.push(chunk);
			const texts = received.map(streamCall.text);
			expect(texts).toHaveLength(stream.chunks);
			if (stream.generatedText !== undefined) {
				expect(received.at(-1)).toMatchObject({ generated_text: stream.generatedText });
				expect(
					received.slice(0, -1).every((chunk) => (chunk as { generated_text: unknown }).generated_text === null),
				).toBe(true);
			}
			expect(texts.join("").endsWith(stream.textEndsWith)).toBe(true);
			const main = mainRequest(network.seen);
			expect(main.url).toBe(direct);
			expect(JSON.parse(main.body as string)).toEqual({
				...("json" in testCase.body ? testCase.body.json : {}),
				stream: true,
			});
		});

		it(`a stream answered ${testCase.error.status}: the same typed error, before any chunk`, async () => {
			const { chunks } = streamWith(() => testCase.error.answer.respond());
			const error = await chunks.next().catch((caught: unknown) => caught);
			expect(error).toBeInstanceOf(InferenceClientProviderApiError);
			expect((error as InferenceClientProviderApiError).httpResponse.status).toBe(testCase.error.status);
			expect((error as InferenceClientProviderApiError).message).toBe(testCase.error.message);
		});

		it("stops at [DONE]: later events are never yielded", async () => {
			const payloads = ["first", "second", "after-done"].map((text) => stream.event(text));
			const answer = documentedStream(payloads.slice(0, 2), true).respond();
			const withTail = new Response(`${await answer.text()}data: ${JSON.stringify(payloads[2])}\n\n`, {
				headers: { "content-type": "text/event-stream" },
			});
			const { chunks } = streamWith(() => withTail);
			const texts: string[] = [];
			for await (const chunk of chunks) texts.push(streamCall.text(chunk));
			expect(texts).toEqual(["first", "second"]);
		});

		it("an early break cancels the response body", async () => {
			let cancelled = false;
			const encoder = new TextEncoder();
			const body = new ReadableStream<Uint8Array>({
				start(controller) {
					controller.enqueue(encoder.encode(`data: ${JSON.stringify(stream.event("only"))}\n\n`));
					// The server keeps the connection open: only a cancel ends it.
				},
				cancel() {
					cancelled = true;
				},
			});
			const { chunks } = streamWith(() => new Response(body, { headers: { "content-type": "text/event-stream" } }));
			for await (const chunk of chunks) {
				expect(streamCall.text(chunk)).toBe("only");
				break;
			}
			await vi.waitFor(() => expect(cancelled).toBe(true));
		});
	}
});
