// 3.x's specific words where 3.x had them: each provider's output error, and the order of the lists in
// "not supported" messages (read from the reference's provider x task table, not restated here).
import { readFileSync } from "node:fs";
import { beforeEach, describe, expect, it } from "vitest";
import { InferenceClientRoutingError, InferenceOutputError } from "../../src/errors/index.js";
import { automaticSpeechRecognition, textToImage, textToSpeech, translation } from "../../src/index.js";
import { INFERENCE_PROVIDERS, PROVIDERS } from "../../src/providers/index.js";
import { ALL_PROTOCOLS } from "../../src/providers/protocols/index.js";
import { clearProviderMappingCache, runTask } from "../../src/routing/index.js";
import type { InferenceTask, RequestArgs } from "../../src/types.js";
import { createFakeFetch, jsonResponse } from "../routing/fake-network.js";

beforeEach(() => clearProviderMappingCache());

const INPUTS: Partial<Record<InferenceTask, object>> = {
	"text-to-image": { inputs: "a cat" },
	"text-generation": { inputs: "Once" },
	"feature-extraction": { inputs: "a sentence" },
	"text-to-speech": { inputs: "hello" },
	"text-to-video": { inputs: "a cat" },
};

const OUTPUT_ERRORS: Array<[string, InferenceTask, string]> = [
	["nebius", "text-to-image", "Expected Nebius text-to-image response format"],
	["nscale", "text-to-image", "Expected Nscale text-to-image response format"],
	["together", "text-to-image", "Expected Together text-to-image response format"],
	["hyperbolic", "text-to-image", "Expected Hyperbolic text-to-image response format"],
	["replicate", "text-to-image", "Expected Replicate text-to-image response format"],
	["together", "text-generation", "Expected Together text generation response format"],
	["hyperbolic", "text-generation", "Expected Hyperbolic text generation response format"],
	["featherless-ai", "text-generation", "Expected Featherless AI text generation response format"],
	[
		"sambanova",
		"feature-extraction",
		"Expected Sambanova feature-extraction (embeddings) response format to be {'data' : list of {'embedding' : number[]}}",
	],
	["replicate", "text-to-speech", "Expected Blob or object with output"],
	["replicate", "text-to-video", "Expected { output: string }"],
];

describe("3.x output error wording", () => {
	it.each(OUTPUT_ERRORS)("%s %s: an answer of another shape gives '%s'", async (provider, task, detail) => {
		const network = createFakeFetch((url) =>
			url.includes("/api/models/")
				? jsonResponse({ inferenceProviderMapping: { [provider]: { providerId: "p/m", status: "live", task } } })
				: jsonResponse({ unexpected: true }),
		);
		const error = await runTask({
			protocols: ALL_PROTOCOLS,
			task,
			args: { model: "o/m", provider, accessToken: "provider-key-123", ...INPUTS[task] } as RequestArgs,
			options: { fetch: network.fetch },
		}).catch((caught: unknown) => caught);
		expect(error).toBeInstanceOf(InferenceOutputError);
		expect((error as Error).message).toBe(
			`Invalid inference output: ${detail}. Use the 'request' method with the same parameters to do a custom call with no type checking.`,
		);
	});
});

/** The 3.9.2 provider x task table of the reference (§2.1): provider -> its tasks, in 3.x's order. */
function referenceTasks(): Map<string, string[]> {
	const reference = readFileSync(
		new URL("../../../../../shared/reference/reference-behaviour.md", import.meta.url),
		"utf8",
	);
	const table = reference.slice(reference.indexOf("### 2.1 Matrix"), reference.indexOf("### 2.2"));
	const rows = new Map<string, string[]>();
	for (const [, provider = "", tasks = ""] of table.matchAll(/^\| ([a-z-]+) \| \d+ \| ([^|(]+)/gm)) {
		rows.set(
			provider,
			tasks.split(",").map((task) => task.trim()),
		);
	}
	return rows;
}

describe("3.x order of the lists in 'not supported' messages", () => {
	const reference = referenceTasks();

	it("reads all 16 providers of 3.9.2 from the reference, every one still served", () => {
		expect(reference.size).toBe(16);
		expect(INFERENCE_PROVIDERS).toEqual(expect.arrayContaining([...reference.keys()]));
	});

	it("lists a provider's tasks in 3.x's order (tasks added since come after)", async () => {
		for (const [provider, tasks] of reference) {
			const error = await runTask({
				protocols: ALL_PROTOCOLS,
				task: "tabular-to-text" as InferenceTask,
				args: { model: "o/m", provider, accessToken: "provider-key-123" } as RequestArgs,
			}).catch((caught: unknown) => caught);
			expect(error).toBeInstanceOf(InferenceClientRoutingError);
			const listed = /Available tasks: (.*)$/.exec((error as Error).message)?.[1]?.split(",") ?? [];
			expect(listed.slice(0, tasks.length), provider).toEqual(tasks);
			expect(listed).toEqual(Object.keys(PROVIDERS[provider as keyof typeof PROVIDERS].tasks));
		}
	});

	it("lists the providers in 3.x's order (its registry's: hf-inference after featherless-ai), those added since after", async () => {
		const error = await runTask({
			protocols: ALL_PROTOCOLS,
			task: "conversational",
			args: { model: "o/m", provider: "nobody", accessToken: "hf_providerListToken" } as unknown as RequestArgs,
		}).catch((caught: unknown) => caught);
		const threeX = [
			"black-forest-labs",
			"cerebras",
			"cohere",
			"fal-ai",
			"featherless-ai",
			"hf-inference",
			"fireworks-ai",
			"groq",
			"hyperbolic",
			"nebius",
			"novita",
			"nscale",
			"openai",
			"replicate",
			"sambanova",
			"together",
		];
		const since = ["baseten", "deepinfra", "ovhcloud", "publicai", "scaleway", "wavespeed", "zai-org"];
		expect(new Set([...threeX, ...since])).toEqual(new Set(INFERENCE_PROVIDERS));
		expect((error as Error).message).toBe(
			`Provider 'nobody' not supported. Available providers: ${[...threeX, ...since].join(",")}`,
		);
	});
});

/** A hub mapping the model to `provider` for `task`, and `answer` for every other request. */
function providerAnswering(provider: string, task: string, answer: (url: string) => Response) {
	return createFakeFetch((url) =>
		url.includes("/api/models/")
			? jsonResponse({ inferenceProviderMapping: { [provider]: { providerId: "p/m", status: "live", task } } })
			: answer(url),
	);
}

const wrapped = (detail: string) =>
	`Invalid inference output: ${detail}. Use the 'request' method with the same parameters to do a custom call with no type checking.`;

describe("3.x task output wording", () => {
	const CASES = [
		[
			"translation",
			() =>
				translation(
					{ model: "o/m", accessToken: "hf_wordingToken123", inputs: "Hallo" },
					{ fetch: providerAnswering("hf-inference", "translation", () => jsonResponse({ text: "Hi" })).fetch },
				),
			"Expected Array<{translation_text: string}>",
		],
		[
			"text-to-image (3.x's words, its trailing space included)",
			() =>
				textToImage(
					{ model: "o/m", accessToken: "hf_wordingToken123", inputs: "a cat" },
					{ fetch: providerAnswering("hf-inference", "text-to-image", () => jsonResponse({ image: 1 })).fetch },
				),
			"Expected a Blob ",
		],
		[
			"fal-ai speech recognition",
			() =>
				automaticSpeechRecognition(
					{
						model: "o/m",
						provider: "fal-ai",
						accessToken: "fal-wording-key-123",
						inputs: new Blob(["RIFF"], { type: "audio/wav" }),
					},
					{
						fetch: providerAnswering("fal-ai", "automatic-speech-recognition", () => jsonResponse({ words: [] })).fetch,
					},
				),
			"Expected {text: string}",
		],
	] as const;

	it.each(CASES)("%s: an answer of another shape gives 3.x's message", async (_name, call, detail) => {
		const error = await call().catch((caught: unknown) => caught);
		expect(error).toBeInstanceOf(InferenceOutputError);
		expect((error as Error).message).toBe(wrapped(detail));
	});

	it("fal-ai text-to-speech: a failed audio download names the URL, then the status and the server's words", async () => {
		const audioUrl = "https://v3.fal.media/files/contract/speech.wav";
		const { fetch } = providerAnswering("fal-ai", "text-to-speech", (url) =>
			url === audioUrl
				? new Response("The file expired", { status: 404, headers: { "content-type": "text/plain" } })
				: jsonResponse({ audio: { url: audioUrl } }),
		);
		const error = await textToSpeech(
			{ model: "o/m", provider: "fal-ai", accessToken: "fal-wording-key-123", inputs: "Hello" },
			{ fetch },
		).catch((caught: unknown) => caught);
		expect(error).toBeInstanceOf(InferenceOutputError);
		expect((error as Error).message).toBe(
			wrapped(
				`Error fetching or processing audio from Fal.ai Text-to-Speech URL: ${audioUrl} (HTTP 404: The file expired)`,
			),
		);
		expect((error as InferenceOutputError).status).toBe(404);
	});
});
