import { InferenceClientError, InferenceOutputError } from "./classes.js";
import type { InferenceErrorKind } from "./kinds.js";

/**
 * The kind of anything a call threw: the `kind` of the client's errors; "abort" for the AbortError an aborted
 * `signal` rejects with (the caller's reason is rethrown as is, as in 3.x), "timeout" for the TimeoutError of an
 * `AbortSignal.timeout()` signal. Undefined for anything else, such as a custom abort reason: check your signal's
 * `aborted` for those.
 */
export function kindOfError(error: unknown): InferenceErrorKind | undefined {
	if (error instanceof InferenceClientError || error instanceof InferenceOutputError) return error.kind;
	const name = (error as { name?: unknown } | null)?.name;
	if (name === "AbortError") return "abort";
	return name === "TimeoutError" ? "timeout" : undefined;
}
