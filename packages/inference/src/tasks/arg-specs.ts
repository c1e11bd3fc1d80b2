import { InferenceClientInputError } from "../errors/index.js";
import { isBinary } from "../http/index.js";
import { type ArgSpec, BINARY, type Expectation, STRING } from "./check-args.js";
import { isRecord, isString } from "./validate.js";

// The argument checks of the task functions (check-args.ts runs them before any network call).
// Each constant is its own export, so a bundle keeps only the specs of the functions it imports.

const isStringArray = (value: unknown): boolean => Array.isArray(value) && value.every(isString);

const STRINGS: Expectation = [(value) => isString(value) || isStringArray(value), "a string or an array of strings"];
const LABELS: Expectation = [
	(value) => isStringArray(value) && (value as string[]).length > 0,
	"a non-empty array of strings",
];

export const TEXT_INPUT: ArgSpec = { inputs: STRING };
export const TEXTS_INPUT: ArgSpec = { inputs: STRINGS };
/** Audio and image tasks: a Blob (the legacy `data` bytes skip this check). */
export const BINARY_INPUT: ArgSpec = { inputs: BINARY };
const OPTIONAL_PROMPT: Expectation = [(value) => value === undefined || isString(value), "a string"];
/** Image generators guided by a prompt: the image, and the prompt in `parameters.prompt` when given. */
export const IMAGE_PROMPT_INPUT: ArgSpec = { inputs: BINARY, "parameters.prompt": OPTIONAL_PROMPT };
/** Image-and-text generators: each may be left out (checkImageOrPrompt then asks for one of them). */
export const OPTIONAL_IMAGE_PROMPT_INPUT: ArgSpec = {
	inputs: [(value) => value === undefined || isBinary(value), "a Blob or an ArrayBuffer (or left out)"],
	"parameters.prompt": OPTIONAL_PROMPT,
};

/** An image-and-text call needs the image, the prompt, or both: refused before any network call otherwise. */
export function checkImageOrPrompt<Call extends { args: object }>(call: Call, fn: string): Call {
	const { inputs, parameters } = call.args as { inputs?: unknown; parameters?: { prompt?: unknown } };
	if (inputs === undefined && parameters?.prompt === undefined) {
		throw new InferenceClientInputError(
			`${fn}: pass the image in \`inputs\`, the prompt in \`parameters.prompt\`, or both; got neither.`,
		);
	}
	return call;
}

export const ZERO_SHOT_TEXT_INPUT: ArgSpec = { inputs: STRINGS, "parameters.candidate_labels": LABELS };
export const ZERO_SHOT_IMAGE_INPUT: ArgSpec = {
	inputs: [(value) => isBinary(value) || (isRecord(value) && isBinary(value.image)), "a Blob or {image: Blob}"],
	"parameters.candidate_labels": LABELS,
};
export const QUESTION_CONTEXT_INPUT: ArgSpec = {
	inputs: [isRecord, "an object {question, context}"],
	"inputs.question": STRING,
	"inputs.context": STRING,
};
export const QUESTION_IMAGE_INPUT: ArgSpec = {
	inputs: [isRecord, "an object {question, image}"],
	"inputs.question": STRING,
	"inputs.image": BINARY,
};
/** 3.x sends `question`; older clients (recorded, answered 200) sent `query`. */
export const TABLE_QUESTION_INPUT: ArgSpec = {
	inputs: [
		(value) => isRecord(value) && (isString(value.question) || isString(value.query)),
		"an object {question: string, table}",
	],
	"inputs.table": [isRecord, "an object (column name -> cells)"],
};
export const SENTENCES_INPUT: ArgSpec = {
	inputs: [isRecord, "an object {source_sentence, sentences}"],
	"inputs.source_sentence": STRING,
	"inputs.sentences": [isStringArray, "an array of strings"],
};
export const TABLE_INPUT: ArgSpec = {
	inputs: [isRecord, "an object {data}"],
	"inputs.data": [isRecord, "an object (column name -> cells)"],
};
/** A missing `messages` is left to the server: TGI answers a clear 422 "missing field `messages`" (recorded). */
export const CHAT_INPUT: ArgSpec = {
	messages: [
		(value) =>
			value === undefined ||
			(Array.isArray(value) &&
				value.length > 0 &&
				value.every((message) => isRecord(message) && isString(message.role))),
		"a non-empty array of {role, content} messages",
	],
};
