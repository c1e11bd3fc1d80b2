// Any JSON a server may send, through every task function: a typed result or an InferenceOutputError, never
// another exception. Also: a result is never a different shape than the one checked (accepted values survive
// a second check unchanged).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { InferenceOutputError } from "../../src/errors/index.js";
import { clearProviderMappingCache } from "../../src/routing/index.js";
import * as tasks from "../../src/tasks/index.js";
import type { Options } from "../../src/types.js";
import { fakeHfInference } from "./fake-hf-inference.js";

type TaskFunction = (args: never, options?: Options) => Promise<unknown>;

// Task function -> the hub task its mapping declares and minimal valid arguments.
const CALLS: [string, string, Record<string, unknown>][] = [
	["audioClassification", "audio-classification", { data: new Blob([new Uint8Array([1])]) }],
	["audioToAudio", "audio-to-audio", { data: new Blob([new Uint8Array([1])]) }],
	["automaticSpeechRecognition", "automatic-speech-recognition", { data: new Blob([new Uint8Array([1])]) }],
	["chatCompletion", "conversational", { messages: [{ role: "user", content: "hi" }] }],
	["documentQuestionAnswering", "document-question-answering", { inputs: { question: "q", image: new Blob([]) } }],
	["featureExtraction", "feature-extraction", { inputs: "x" }],
	["fillMask", "fill-mask", { inputs: "[MASK]" }],
	["imageClassification", "image-classification", { data: new Blob([new Uint8Array([1])]) }],
	["imageSegmentation", "image-segmentation", { data: new Blob([new Uint8Array([1])]) }],
	["imageToText", "image-to-text", { data: new Blob([new Uint8Array([1])]) }],
	["objectDetection", "object-detection", { data: new Blob([new Uint8Array([1])]) }],
	["questionAnswering", "question-answering", { inputs: { question: "q", context: "c" } }],
	["sentenceSimilarity", "sentence-similarity", { inputs: { source_sentence: "a", sentences: ["b"] } }],
	["summarization", "summarization", { inputs: "x" }],
	["tableQuestionAnswering", "table-question-answering", { inputs: { question: "q", table: {} } }],
	["tabularClassification", "tabular-classification", { inputs: { data: {} } }],
	["tabularRegression", "tabular-regression", { inputs: { data: {} } }],
	["textClassification", "text-classification", { inputs: "x" }],
	["textGeneration", "text-generation", { inputs: "x" }],
	["tokenClassification", "token-classification", { inputs: "x" }],
	["translation", "translation", { inputs: "x" }],
	["visualQuestionAnswering", "visual-question-answering", { inputs: { question: "q", image: new Blob([]) } }],
	["zeroShotClassification", "zero-shot-classification", { inputs: "x", parameters: { candidate_labels: ["a"] } }],
	[
		"zeroShotImageClassification",
		"zero-shot-image-classification",
		{ inputs: new Blob([]), parameters: { candidate_labels: ["a"] } },
	],
];

describe("task functions on arbitrary JSON answers", () => {
	it.each(CALLS)("%s: a result or an InferenceOutputError", async (name, task, args) => {
		const fn = (tasks as unknown as Record<string, TaskFunction>)[name] as TaskFunction;
		await fc.assert(
			fc.asyncProperty(fc.jsonValue({ maxDepth: 4 }), async (answer) => {
				clearProviderMappingCache();
				const { fetch } = fakeHfInference(task, () => Response.json(answer));
				const outcome = await fn({ model: "org/model", ...args } as never, { fetch }).then(
					(value) => ({ ok: true as const, value }),
					(error: unknown) => ({ ok: false as const, error }),
				);
				if (!outcome.ok) {
					expect(outcome.error).toBeInstanceOf(InferenceOutputError);
					return;
				}
				// An accepted answer gives the same result when sent again (the check is deterministic).
				clearProviderMappingCache();
				const again = fakeHfInference(task, () => Response.json(answer));
				await expect(fn({ model: "org/model", ...args } as never, { fetch: again.fetch })).resolves.toEqual(
					outcome.value,
				);
			}),
			{ numRuns: 60 },
		);
	});
});
