// Checks for what the page reads back from storage or from a shared link: a value kept by an older version,
// edited by hand or cut short can be of any shape, and a field of the wrong type is dropped rather than shown.

export type Check<T> = (value: unknown) => value is T;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
	typeof value === "object" && value !== null && !Array.isArray(value);
export const isString = (value: unknown): value is string => typeof value === "string";
export const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
export const isBoolean = (value: unknown): value is boolean => typeof value === "boolean";
export const isOneOf =
	<T extends string>(allowed: readonly T[]): Check<T> =>
	(value: unknown): value is T =>
		allowed.includes(value as T);

/** The fields of a stored object that have their type (each checked as `checks` says); the others are left out. */
export function validFields<T extends object>(
	value: unknown,
	checks: { [K in keyof T]-?: Check<Exclude<T[K], undefined>> },
): Partial<T> {
	if (!isRecord(value)) return {};
	const valid: Partial<T> = {};
	for (const key of Object.keys(checks) as Array<keyof T & string>) {
		const field = value[key];
		if (checks[key](field)) valid[key] = field;
	}
	return valid;
}
