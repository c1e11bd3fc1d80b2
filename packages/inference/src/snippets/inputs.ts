/**
 * Sample inputs as values, one per snippet shape: what the SDK clients take, what the request builder
 * is given (so the snippet shows the body the client really sends), and the local file a snippet reads.
 */

import {
	getSampleInputForModel,
	type LiteralValue,
	type ModelDataMinimal,
	SAMPLE_CANDIDATE_LABELS,
} from "@modelyard/tasks";
import { providerDefinition } from "../routing/handlers.js";
import type { InferenceSnippetOptions, SampleFile, SnippetShape } from "./types.js";

export const DEFAULT_MAX_TOKENS = 512;
const TEXT_LABELS = SAMPLE_CANDIDATE_LABELS["zero-shot-classification"];
const IMAGE_LABELS = SAMPLE_CANDIDATE_LABELS["zero-shot-image-classification"];

export interface PreparedInput {
	inputs: LiteralValue;
	parameters: { [key: string]: LiteralValue } | undefined;
	/** Arguments for the request builder (file contents stand in as an empty Blob of the file's type). */
	requestArgs: Record<string, unknown>;
	file: SampleFile | undefined;
}

type LiteralRecord = { readonly [key: string]: LiteralValue };

const MIME_TYPES: Readonly<Record<string, string>> = {
	flac: "audio/flac",
	mp3: "audio/mpeg",
	wav: "audio/wav",
	jpg: "image/jpeg",
	jpeg: "image/jpeg",
	png: "image/png",
};

function sampleFile(path: LiteralValue): SampleFile {
	const name = String(path);
	const extension = name.slice(name.lastIndexOf(".") + 1).toLowerCase();
	return { path: name, mimeType: MIME_TYPES[extension] ?? "application/octet-stream" };
}

const isRecord = (value: LiteralValue): value is LiteralRecord =>
	typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Caller-supplied data (messages, inputs) checked to be plain JSON-like data, so it has a literal everywhere.
 * `fileLeaf` may write other leaves (a file the client encodes when sending); it returns undefined for the rest.
 */
export function toLiteral(
	value: unknown,
	what: string,
	fileLeaf?: (value: object) => LiteralValue | undefined,
): LiteralValue {
	if (value === null || typeof value === "string" || typeof value === "boolean") return value;
	if (typeof value === "number" && Number.isFinite(value)) return value;
	if (Array.isArray(value)) return value.map((item) => toLiteral(item, what, fileLeaf));
	if (typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
		const record: Record<string, LiteralValue> = {};
		for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
			if (item !== undefined) record[key] = toLiteral(item, what, fileLeaf);
		}
		return record;
	}
	const leaf = typeof value === "object" ? fileLeaf?.(value) : undefined;
	if (leaf !== undefined) return leaf;
	throw new TypeError(`${what} must be plain JSON data (strings, numbers, booleans, null, arrays, objects)`);
}

function chatInput(sample: LiteralValue, opts: InferenceSnippetOptions): PreparedInput {
	const messages = opts.messages === undefined ? sample : toLiteral(opts.messages, "opts.messages");
	const chat: Record<string, LiteralValue> = { messages };
	if (opts.temperature !== undefined) chat["temperature"] = opts.temperature;
	chat["max_tokens"] = opts.max_tokens ?? DEFAULT_MAX_TOKENS;
	if (opts.top_p !== undefined) chat["top_p"] = opts.top_p;
	return { inputs: chat, parameters: undefined, requestArgs: { ...chat }, file: undefined };
}

function fileInput(path: LiteralValue): PreparedInput {
	const file = sampleFile(path);
	return {
		inputs: file.path,
		parameters: undefined,
		requestArgs: { inputs: new Blob([], { type: file.mimeType }) },
		file,
	};
}

function plainInput(sample: LiteralValue): PreparedInput {
	return { inputs: sample, parameters: undefined, requestArgs: { inputs: sample }, file: undefined };
}

type Preparer = (sample: LiteralValue, opts: InferenceSnippetOptions) => PreparedInput | undefined;

/** An image and a prompt (in `parameters.prompt`): the image generators. */
function imageAndPrompt(sample: LiteralValue): PreparedInput | undefined {
	if (!isRecord(sample)) return undefined;
	const file = sampleFile(sample["image"]);
	const parameters = { prompt: sample["prompt"] };
	// A Blob of the file's type, as a real call passes: fal turns it into a data: URL, hf-inference into base64.
	const image = new Blob([], { type: file.mimeType });
	return { inputs: file.path, parameters, requestArgs: { inputs: image, parameters }, file };
}

/** How each shape builds its sample; one small function per shape, so a call only runs the one it needs. */
const PREPARERS: Readonly<Record<SnippetShape, Preparer>> = {
	basic: plainInput,
	textToAudio: plainInput,
	textToImage: plainInput,
	textToVideo: plainInput,
	conversational: chatInput,
	conversationalStream: chatInput,
	basicAudio: fileInput,
	basicImage: fileInput,
	zeroShotClassification: (sample) => {
		const parameters = { candidate_labels: TEXT_LABELS };
		return { inputs: sample, parameters, requestArgs: { inputs: sample, parameters }, file: undefined };
	},
	zeroShotImageClassification: (sample) => {
		const file = sampleFile(sample);
		const parameters = { candidate_labels: IMAGE_LABELS };
		return { inputs: file.path, parameters, requestArgs: { inputs: { image: file.path }, parameters }, file };
	},
	documentQuestionAnswering: (sample) => {
		if (!isRecord(sample)) return undefined;
		const file = sampleFile(sample["image"]);
		const inputs = { image: file.path, question: sample["question"] };
		return { inputs, parameters: undefined, requestArgs: { inputs }, file };
	},
	imageToImage: imageAndPrompt,
	imageToVideo: imageAndPrompt,
	// The sample is the table; the task takes it as `inputs.data`.
	tabular: (sample) => {
		const inputs = { data: sample };
		return { inputs, parameters: undefined, requestArgs: { inputs }, file: undefined };
	},
};

/** The WAV sample, for providers whose file says they refuse the task's FLAC sample (fal decodes MP3, MP4, WAV). */
const WAV_SAMPLE = "sample2.wav";

function sampleFor(shape: SnippetShape, model: ModelDataMinimal, provider: string): LiteralValue {
	const audioTypes = shape === "basicAudio" ? providerDefinition(provider).audioTypes : undefined;
	return audioTypes && !audioTypes.includes("audio/flac") ? WAV_SAMPLE : getSampleInputForModel(model);
}

/** Shapes the sample (or the caller's override) for one shape; undefined when the task has no sample. */
export function prepareInput(
	shape: SnippetShape,
	model: ModelDataMinimal,
	provider: string,
	opts: InferenceSnippetOptions,
): PreparedInput | undefined {
	const sample: LiteralValue =
		opts.inputs === undefined ? sampleFor(shape, model, provider) : toLiteral(opts.inputs, "opts.inputs");
	if (sample === undefined || sample === null || sample === "") return undefined;
	const prepared = PREPARERS[shape](sample, opts);
	return prepared && opts.parameters !== undefined ? withParameters(prepared, shape, opts.parameters) : prepared;
}

/** The caller's parameters added: beside the messages for chat, in `parameters` (over the sample's) otherwise. */
function withParameters(prepared: PreparedInput, shape: SnippetShape, given: unknown): PreparedInput {
	const parameters = toLiteral(given, "opts.parameters");
	if (!isRecord(parameters)) throw new TypeError("opts.parameters must be an object");
	if (shape === "conversational" || shape === "conversationalStream") {
		const chat = { ...(prepared.inputs as Record<string, LiteralValue>), ...parameters };
		return { ...prepared, inputs: chat, requestArgs: { ...chat } };
	}
	const merged = { ...prepared.parameters, ...parameters };
	return { ...prepared, parameters: merged, requestArgs: { ...prepared.requestArgs, parameters: merged } };
}
