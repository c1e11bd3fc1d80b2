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
