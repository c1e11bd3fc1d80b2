/**
 * A plain object (not null, an array or a Blob): a JSON object of an answer, or the caller's argument object.
 * Here, at the bottom of the import order, so every layer (http, client state, providers, routing) shares one.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
	return value !== null && typeof value === "object" && !Array.isArray(value) && !(value instanceof Blob);
}
