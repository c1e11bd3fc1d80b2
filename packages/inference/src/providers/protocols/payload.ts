// Small pure helpers shared by the protocols to reshape the caller's arguments.
import { InferenceClientInputError, isRecord } from "../../errors/index.js";
import { DataUrlOf, isBinary } from "../../http/index.js";

/**
 * A copy of the caller's arguments with `fields` set, for the bodies built on every call (chat, hf-inference).
 * Not `{ ...args, model }`: V8 gives a spread's copy a map of its own, so each field added after it builds a new
 * map on every call (about 0.6 µs a call, measured); `Object.assign` onto `{}` reuses the shared maps.
 */
export function argsWith(args: Record<string, unknown>, fields?: Record<string, unknown>): Record<string, unknown> {
	return Object.assign({}, args, fields);
}

/** `{inputs, parameters: {a}, other}` -> `{other, a}`: the top-level form most provider APIs take. */
export function withFlattenedParameters(args: Record<string, unknown>): Record<string, unknown> {
	const { inputs: _inputs, parameters, ...rest } = args;
	return { ...rest, ...(isRecord(parameters) ? parameters : {}) };
}

/** `fields` with some keys renamed (`{num_inference_steps: "steps"}`): where an API names a TGI field its own way. */
export function withFieldNames(
	fields: Record<string, unknown>,
	names: Readonly<Record<string, string>>,
): Record<string, unknown> {
	const renamed: Record<string, unknown> = {};
	for (const [key, value] of Object.entries(fields)) {
		if (value !== undefined) renamed[names[key] ?? key] = value;
	}
	return renamed;
}

/** TGI's `num_inference_steps` is `steps` in the image and video APIs of Together and Novita. */
export const STEPS_FIELD: Readonly<Record<string, string>> = { num_inference_steps: "steps" };

/** Reads `value.a.0.b` style paths; undefined when any step is missing. */
export function readPath(value: unknown, path: readonly (string | number)[]): unknown {
	let current = value;
	for (const step of path) {
		if (current === null || typeof current !== "object") return undefined;
		current = (current as Record<string | number, unknown>)[step];
	}
	return current;
}

/** TGI's `max_new_tokens` is `max_tokens` in OpenAI-compatible APIs; every other sampling field keeps its name. */
export function openAiSamplingFields(args: Record<string, unknown>): Record<string, unknown> {
	const { max_new_tokens, ...rest } = withFlattenedParameters(args);
	return max_new_tokens === undefined ? rest : { ...rest, max_tokens: max_new_tokens };
}

/**
 * The caller's file (a Blob or bytes) as a `data:` URL in a JSON body, encoded when the request is sent; bytes
 * without a type are taken to be `fallbackType`. Anything else is refused with `refusal` before any request.
 */
export function fileAsDataUrl(value: unknown, fallbackType: string, refusal: string): DataUrlOf {
	if (!isBinary(value)) throw new InferenceClientInputError(refusal);
	const blob = value instanceof Blob ? value : new Blob([value]);
	// A slice shares the bytes: only the declared type is set.
	return new DataUrlOf(blob.type === "" ? blob.slice(0, blob.size, fallbackType) : blob);
}
