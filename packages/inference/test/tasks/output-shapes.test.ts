// Each task function on hf-inference: the answer shapes it accepts (those of the recorded answers and the
// variants the types allow) and the exact 3.x message for a wrong shape.
import { beforeEach, describe, expect, it } from "vitest";
import { InferenceOutputError } from "../../src/errors/index.js";
import { clearProviderMappingCache } from "../../src/routing/index.js";
import * as tasks from "../../src/tasks/index.js";
import type { Options } from "../../src/types.js";
import { binaryAnswer, fakeHfInference, jsonAnswer } from "./fake-hf-inference.js";

const SUFFIX = ". Use the 'request' method with the same parameters to do a custom call with no type checking.";
const image = () => new Blob([new Uint8Array([137, 80, 78, 71])], { type: "image/png" });
const audio = () => new Blob([new Uint8Array([102, 76, 97, 67])], { type: "audio/flac" });

interface ShapeCase {
	fn: (args: never, options?: Options) => Promise<unknown>;
	task: string;
	args: Record<string, unknown>;
	/** Answers that pass, each with the result the function returns. */
	accepted: { answer: () => Response; result: unknown }[];
	rejected: { answer: () => Response; message: string }[];
}

const LABELS = [{ label: "cat", score: 0.9 }];
const LABEL_MESSAGE = "Expected Array<{label: string, score: number}>";
const blobResult = expect.any(Blob);

const CASES: Record<string, ShapeCase> = {
	audioClassification: {
		fn: tasks.audioClassification,
		task: "audio-classification",
		args: { data: audio() },
		accepted: [{ answer: jsonAnswer(LABELS), result: LABELS }],
		rejected: [{ answer: jsonAnswer([{ label: 1 }]), message: `${LABEL_MESSAGE} but received different format` }],
	},
	audioToAudio: {
		fn: tasks.audioToAudio,
		task: "audio-to-audio",
		args: { inputs: audio() },
		accepted: [
			{
				answer: jsonAnswer([{ label: "label_0", blob: "ZkxhQw==", "content-type": "audio/flac" }]),
				result: [{ label: "label_0", blob: "ZkxhQw==", "content-type": "audio/flac" }],
			},
		],
		rejected: [
			{ answer: jsonAnswer({ label: "x" }), message: "Expected Array" },
			{ answer: jsonAnswer([{ label: "x" }]), message: "Expected Array<{label: string, audio: Blob}>" },
		],
	},
	automaticSpeechRecognition: {
		fn: tasks.automaticSpeechRecognition,
		task: "automatic-speech-recognition",
		args: { inputs: audio() },
		accepted: [
			{ answer: jsonAnswer({ text: "hello" }), result: { text: "hello" } },
			{
				answer: jsonAnswer({ text: "hi", chunks: [{ text: "hi", timestamp: [0, 0.4] }] }),
				result: { text: "hi", chunks: [{ text: "hi", timestamp: [0, 0.4] }] },
			},
		],
		rejected: [
			{ answer: jsonAnswer({ transcript: "hello" }), message: "Expected {text: string}" },
			{ answer: jsonAnswer({ text: "hi", chunks: [{ text: "hi" }] }), message: "Expected {text: string}" },
		],
	},
	textToSpeech: {
		fn: tasks.textToSpeech,
		task: "text-to-speech",
		args: { inputs: "hello there!" },
		accepted: [{ answer: binaryAnswer("audio/flac"), result: blobResult }],
		rejected: [{ answer: jsonAnswer({ audio: "x" }), message: "Expected Blob" }],
	},
	// hf-inference answers text-to-audio with the audio bytes; request() passes a JSON answer on, textToAudio refuses it.
	textToAudio: {
		fn: tasks.textToAudio,
		task: "text-to-audio",
		args: { inputs: "liquid drum and bass" },
		accepted: [{ answer: binaryAnswer("audio/flac"), result: blobResult }],
		rejected: [{ answer: jsonAnswer({ audio: "x", sampling_rate: 32000 }), message: "Expected Blob" }],
	},
	imageClassification: {
		fn: tasks.imageClassification,
		task: "image-classification",
		args: { data: image() },
		accepted: [{ answer: jsonAnswer(LABELS), result: LABELS }],
		rejected: [{ answer: jsonAnswer({ label: "cat" }), message: LABEL_MESSAGE }],
	},
	imageSegmentation: {
		fn: tasks.imageSegmentation,
		task: "image-segmentation",
		args: { inputs: image() },
		accepted: [
			{
				answer: jsonAnswer([{ label: "cat", mask: "iVBO", score: 0.98 }]),
				result: [{ label: "cat", mask: "iVBO", score: 0.98 }],
			},
			// Semantic segmentation: no score.
			{ answer: jsonAnswer([{ label: "sky", mask: "iVBO" }]), result: [{ label: "sky", mask: "iVBO" }] },
		],
		rejected: [
			{
				answer: jsonAnswer([{ label: "cat", mask: 3, score: 1 }]),
				message: "Expected Array<{label: string, mask: string, score: number}>",
			},
		],
	},
	imageToImage: {
		fn: tasks.imageToImage,
		task: "image-to-image",
		args: { inputs: image() },
		accepted: [{ answer: binaryAnswer("image/jpeg"), result: blobResult }],
		rejected: [{ answer: jsonAnswer({ image: "x" }), message: "Expected Blob" }],
	},
	imageToText: {
		fn: tasks.imageToText,
		task: "image-to-text",
		args: { data: image() },
		accepted: [
			{ answer: jsonAnswer([{ generated_text: "a giraffe" }]), result: { generated_text: "a giraffe" } },
			{ answer: jsonAnswer({ generated_text: "a giraffe" }), result: { generated_text: "a giraffe" } },
		],
		rejected: [{ answer: jsonAnswer([{ text: "a giraffe" }]), message: "Expected {generated_text: string}" }],
	},
	objectDetection: {
		fn: tasks.objectDetection,
		task: "object-detection",
		args: { data: image() },
		accepted: [
			{
				answer: jsonAnswer([{ label: "cat", score: 0.99, box: { xmin: 1, ymin: 2, xmax: 3, ymax: 4 } }]),
				result: [{ label: "cat", score: 0.99, box: { xmin: 1, ymin: 2, xmax: 3, ymax: 4 } }],
			},
		],
		rejected: [
			{
				answer: jsonAnswer([{ label: "cat", score: 0.99, box: { xmin: 1 } }]),
				message:
					"Expected Array<{label: string, score: number, box: {xmin: number, ymin: number, xmax: number, ymax: number}}>",
			},
		],
	},
	textToImage: {
		fn: tasks.textToImage,
		task: "text-to-image",
		args: { inputs: "a tortoise" },
		accepted: [{ answer: binaryAnswer("image/jpeg"), result: blobResult }],
		rejected: [{ answer: jsonAnswer({ nothing: true }), message: "Expected a Blob " }],
	},
	zeroShotImageClassification: {
		fn: tasks.zeroShotImageClassification,
		task: "zero-shot-image-classification",
		args: { inputs: image(), parameters: { candidate_labels: ["cat", "dog"] } },
		accepted: [{ answer: jsonAnswer(LABELS), result: LABELS }],
		rejected: [{ answer: jsonAnswer([{ labels: ["cat"] }]), message: LABEL_MESSAGE }],
	},
	chatCompletion: {
		fn: tasks.chatCompletion,
		task: "conversational",
		args: { messages: [{ role: "user", content: "1+1=" }] },
		accepted: [
			{
				answer: jsonAnswer({ id: "", created: 1, model: "m", system_fingerprint: null, choices: [{}], usage: {} }),
				result: { id: "", created: 1, model: "m", system_fingerprint: null, choices: [{}], usage: {} },
			},
		],
		rejected: [
			{ answer: jsonAnswer({ choices: [] }), message: "Expected ChatCompletionOutput" },
			{
				answer: jsonAnswer({ id: "", created: "1", model: "m", choices: [], usage: {} }),
				message: "Expected ChatCompletionOutput",
			},
		],
	},
	featureExtraction: {
		fn: tasks.featureExtraction,
		task: "feature-extraction",
		args: { inputs: "hello" },
		accepted: [
			{ answer: jsonAnswer([0.1, 0.2]), result: [0.1, 0.2] },
			{ answer: jsonAnswer([[[[0.1]]]]), result: [[[[0.1]]]] },
		],
		rejected: [
			{ answer: jsonAnswer([["a"]]), message: "Expected Array<number[][][] | number[][] | number[] | number>" },
			{ answer: jsonAnswer([[[[[0.1]]]]]), message: "Expected Array<number[][][] | number[][] | number[] | number>" },
			{ answer: jsonAnswer([0.1, [0.2]]), message: "Expected Array<number[][][] | number[][] | number[] | number>" },
		],
	},
	fillMask: {
		fn: tasks.fillMask,
		task: "fill-mask",
		args: { inputs: "[MASK] world!" },
		accepted: [
			{
				answer: jsonAnswer([{ score: 0.3, token: 1996, token_str: "the", sequence: "the world!" }]),
				result: [{ score: 0.3, token: 1996, token_str: "the", sequence: "the world!" }],
			},
		],
		rejected: [
			{
				answer: jsonAnswer([{ score: 0.3, token: "1996", token_str: "the", sequence: "the world!" }]),
				message: "Expected Array<{score: number, sequence: string, token: number, token_str: string}>",
			},
		],
	},
	questionAnswering: {
		fn: tasks.questionAnswering,
		task: "question-answering",
		args: { inputs: { question: "?", context: "Paris." } },
		accepted: [
			{
				answer: jsonAnswer({ answer: "Paris", score: 0.9, start: 0, end: 5 }),
				result: { answer: "Paris", score: 0.9, start: 0, end: 5 },
			},
			{
				answer: jsonAnswer([{ answer: "Paris", score: 0.9, start: 0, end: 5 }]),
				result: { answer: "Paris", score: 0.9, start: 0, end: 5 },
			},
		],
		rejected: [
			{
				answer: jsonAnswer({ answer: "Paris" }),
				message: "Expected Array<{answer: string, end: number, score: number, start: number}>",
			},
		],
	},
	sentenceSimilarity: {
		fn: tasks.sentenceSimilarity,
		task: "sentence-similarity",
		args: { inputs: { source_sentence: "a", sentences: ["b"] } },
		accepted: [{ answer: jsonAnswer([0.66]), result: [0.66] }],
		rejected: [{ answer: jsonAnswer([[0.66]]), message: "Expected Array<number>" }],
	},
	summarization: {
		fn: tasks.summarization,
		task: "summarization",
		args: { inputs: "long text" },
		accepted: [{ answer: jsonAnswer([{ summary_text: "short" }]), result: { summary_text: "short" } }],
		rejected: [{ answer: jsonAnswer([{ summary: "short" }]), message: "Expected Array<{summary_text: string}>" }],
	},
	tableQuestionAnswering: {
		fn: tasks.tableQuestionAnswering,
		task: "table-question-answering",
		args: { inputs: { question: "?", table: { a: ["1"] } } },
		accepted: [
			{
				answer: jsonAnswer({ answer: "AVERAGE > 1", coordinates: [[0, 1]], cells: ["1"], aggregator: "AVERAGE" }),
				result: { answer: "AVERAGE > 1", coordinates: [[0, 1]], cells: ["1"], aggregator: "AVERAGE" },
			},
			// The type says `aggregator` is optional: models without aggregation leave it out.
			{
				answer: jsonAnswer({ answer: "1", coordinates: [[0, 1]], cells: ["1"] }),
				result: { answer: "1", coordinates: [[0, 1]], cells: ["1"] },
			},
		],
		rejected: [
			{
				answer: jsonAnswer({ answer: "1", cells: "1" }),
				message: "Expected {aggregator: string, answer: string, cells: string[], coordinates: number[][]}",
			},
		],
	},
	tabularClassification: {
		fn: tasks.tabularClassification,
		task: "tabular-classification",
		args: { inputs: { data: { a: ["1"] } } },
		accepted: [{ answer: jsonAnswer([5, 5, 7]), result: [5, 5, 7] }],
		rejected: [{ answer: jsonAnswer(["5"]), message: "Expected Array<number>" }],
	},
	tabularRegression: {
		fn: tasks.tabularRegression,
		task: "tabular-regression",
		args: { inputs: { data: { a: ["1"] } } },
		accepted: [{ answer: jsonAnswer([270.5]), result: [270.5] }],
		rejected: [{ answer: jsonAnswer({ value: 270.5 }), message: "Expected Array<number>" }],
	},
	textClassification: {
		fn: tasks.textClassification,
		task: "text-classification",
		args: { inputs: "I like you." },
		accepted: [
			{ answer: jsonAnswer([LABELS]), result: LABELS },
			{ answer: jsonAnswer(LABELS), result: LABELS },
		],
		rejected: [{ answer: jsonAnswer([[{ label: "POSITIVE" }]]), message: LABEL_MESSAGE }],
	},
	textGeneration: {
		fn: tasks.textGeneration,
		task: "text-generation",
		args: { inputs: "The answer is" },
		accepted: [
			{ answer: jsonAnswer([{ generated_text: "42" }]), result: { generated_text: "42" } },
			{ answer: jsonAnswer({ generated_text: "42" }), result: { generated_text: "42" } },
		],
		rejected: [{ answer: jsonAnswer([{ text: "42" }]), message: "Expected Array<{generated_text: string}>" }],
	},
	tokenClassification: {
		fn: tasks.tokenClassification,
		task: "token-classification",
		args: { inputs: "My name is Sarah" },
		accepted: [
			{
				answer: jsonAnswer([{ entity_group: "PER", score: 0.99, word: "Sarah", start: 11, end: 16 }]),
				result: [{ entity_group: "PER", score: 0.99, word: "Sarah", start: 11, end: 16 }],
			},
			// aggregation_strategy "none": the label is in `entity`.
			{
				answer: jsonAnswer([{ entity: "B-PER", score: 0.99, word: "Sarah", start: 11, end: 16 }]),
				result: [{ entity: "B-PER", score: 0.99, word: "Sarah", start: 11, end: 16 }],
			},
		],
		rejected: [
			{
				answer: jsonAnswer([{ entity_group: "PER", word: "Sarah" }]),
				message: "Expected Array<{end: number, entity_group: string, score: number, start: number, word: string}>",
			},
		],
	},
	translation: {
		fn: tasks.translation,
		task: "translation",
		args: { inputs: "My name is Wolfgang" },
		accepted: [{ answer: jsonAnswer([{ translation_text: "Mein Name" }]), result: { translation_text: "Mein Name" } }],
		rejected: [
			{ answer: jsonAnswer({ translation_text: "x" }), message: "Expected Array<{translation_text: string}>" },
		],
	},
	zeroShotClassification: {
		fn: tasks.zeroShotClassification,
		task: "zero-shot-classification",
		args: { inputs: "refund please", parameters: { candidate_labels: ["refund", "faq"] } },
		accepted: [
			{
				answer: jsonAnswer([{ sequence: "refund please", labels: ["refund", "faq"], scores: [0.9, 0.1] }]),
				result: [
					{ label: "refund", score: 0.9 },
					{ label: "faq", score: 0.1 },
				],
			},
			{ answer: jsonAnswer([{ label: "refund", score: 0.9 }]), result: [{ label: "refund", score: 0.9 }] },
		],
		rejected: [
			{
				answer: jsonAnswer([{ sequence: "x", labels: "refund", scores: [0.9] }]),
				message:
					"Expected Array<{label: string, score: number}> or Array<{labels: string[], scores: number[], sequence: string}>",
			},
		],
	},
	documentQuestionAnswering: {
		fn: tasks.documentQuestionAnswering,
		task: "document-question-answering",
		args: { inputs: { question: "Invoice number?", image: image() } },
		accepted: [
			{
				answer: jsonAnswer([{ score: 0.6, answer: "us-001", start: 16, end: 16 }]),
				result: { score: 0.6, answer: "us-001", start: 16, end: 16 },
			},
			// Generative models (donut) answer only the text.
			{ answer: jsonAnswer([{ answer: "us-001" }]), result: { answer: "us-001" } },
		],
		rejected: [
			{
				answer: jsonAnswer([{ answer: "us-001", score: "high" }]),
				message: "Expected Array<{answer: string, end: number, score: number, start: number}>",
			},
		],
	},
	visualQuestionAnswering: {
		fn: tasks.visualQuestionAnswering,
		task: "visual-question-answering",
		args: { inputs: { question: "How many cats?", image: image() } },
		accepted: [
			{
				answer: jsonAnswer([
					{ score: 0.5, answer: "2" },
					{ score: 0.3, answer: "3" },
				]),
				result: { score: 0.5, answer: "2" },
			},
		],
		rejected: [{ answer: jsonAnswer([{ answer: "2" }]), message: "Expected Array<{answer: string, score: number}>" }],
	},
};

describe("task output shapes on hf-inference", () => {
	beforeEach(() => {
		clearProviderMappingCache();
	});

	describe.each(Object.entries(CASES))("%s", (_name, shapeCase) => {
		it.each(shapeCase.accepted.map((accepted, index) => [index, accepted] as const))(
			"accepts answer shape #%i",
			async (_index, { answer, result }) => {
				const { fetch } = fakeHfInference(shapeCase.task, answer);
				const args = { model: "org/model", ...shapeCase.args } as never;
				await expect(shapeCase.fn(args, { fetch })).resolves.toEqual(result);
			},
		);

		it.each(shapeCase.rejected.map((rejected) => [rejected.message, rejected] as const))(
			"rejects a wrong shape: %s",
			async (_message, { answer, message }) => {
				const { fetch } = fakeHfInference(shapeCase.task, answer);
				const args = { model: "org/model", ...shapeCase.args } as never;
				const call = shapeCase.fn(args, { fetch });
				await expect(call).rejects.toBeInstanceOf(InferenceOutputError);
				await expect(shapeCase.fn(args, { fetch })).rejects.toThrow(`Invalid inference output: ${message}${SUFFIX}`);
			},
		);
	});

	it("covers every non-streaming task function but request and those hf-inference does not serve", () => {
		const functions = Object.entries(tasks)
			.filter(([, value]) => typeof value === "function")
			.map(([name]) => name);
		const untested = functions.filter((name) => !(name in CASES)).sort();
		expect(untested).toEqual([
			"chatCompletionStream",
			"imageTextToImage",
			"imageTextToVideo",
			"imageToVideo",
			"request",
			"streamingRequest",
			"textGenerationStream",
			"textToVideo",
		]);
	});
});
