import { InferenceOutputError, isRecord } from "../errors/index.js";

// Small composable shape checks for provider answers. Each guard narrows `unknown` to the declared type, so a
// task function states its output shape once and gets both the check and the type from it.

export type Guard<T> = (value: unknown) => value is T;
type Guarded<G> = G extends Guard<infer T> ? T : never;

export const isString: Guard<string> = (value): value is string => typeof value === "string";
export const isNumber: Guard<number> = (value): value is number => typeof value === "number";
export const isBlob: Guard<Blob> = (value): value is Blob => value instanceof Blob;

// One definition for the whole bundle: provider protocols use it too.
export { isRecord };

export function isArrayOf<T>(item: Guard<T>): Guard<T[]> {
	return (value): value is T[] => Array.isArray(value) && value.every(item);
}

/** The key may be absent (or undefined). */
export function isOptional<T>(guard: Guard<T>): Guard<T | undefined> {
	return (value): value is T | undefined => value === undefined || guard(value);
}

/** The key may be absent, undefined or null. */
export function isNullish<T>(guard: Guard<T>): Guard<T | null | undefined> {
	return (value): value is T | null | undefined => value === undefined || value === null || guard(value);
}

export function isOneOf<A, B>(first: Guard<A>, second: Guard<B>): Guard<A | B> {
	return (value): value is A | B => first(value) || second(value);
}

/** An object whose listed keys pass their guards; other keys are allowed (providers add their own). */
export function isObjectWith<S extends Record<string, Guard<unknown>>>(
	shape: S,
): Guard<{ [K in keyof S]: Guarded<S[K]> } & Record<string, unknown>> {
	const entries = Object.entries(shape);
	return (value): value is { [K in keyof S]: Guarded<S[K]> } & Record<string, unknown> =>
		isRecord(value) && entries.every(([key, guard]) => guard(value[key]));
}

/** The value, typed, or an InferenceOutputError saying what was expected (`Expected {shape}`, the 3.x wording). */
export function checkOutput<T>(value: unknown, guard: Guard<T>, expected: string): T {
	if (!guard(value)) throw new InferenceOutputError(expected);
	return value;
}

/** Many hf-inference pipelines answer a list with one element where the task returns that element. */
export function firstIfArray(value: unknown): unknown {
	return Array.isArray(value) ? value[0] : value;
}

// Marked pure so bundlers drop them from functions that do not use them.
export const isLabelScore = /* @__PURE__ */ isObjectWith({ label: isString, score: isNumber });
export const isLabelScoreArray = /* @__PURE__ */ isArrayOf(isLabelScore);
export const LABEL_SCORE_ARRAY = "Array<{label: string, score: number}>";
export const isNumberArray = /* @__PURE__ */ isArrayOf(isNumber);
