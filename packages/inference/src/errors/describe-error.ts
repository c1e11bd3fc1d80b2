import { kindOfError } from "./kind-of-error.js";
import { INFERENCE_ERROR_KINDS, type InferenceErrorKind } from "./kinds.js";

/** What a call threw, as plain data: for a line of output, a log, or words for a person. */
export interface ErrorDescription {
	/** The error's class name ("Error" when it has none). */
	name: string;
	kind: InferenceErrorKind;
	/** The HTTP status of the answer; absent when no answer came. */
	status?: number;
	message: string;
}

interface ErrorFields {
	name?: unknown;
	kind?: unknown;
	message?: unknown;
	status?: unknown;
	httpResponse?: { status?: unknown };
}

const KINDS: ReadonlySet<string> = new Set(INFERENCE_ERROR_KINDS);

/**
 * Addition: anything a call threw, described by its fields (not its class), so errors of any client version, of
 * fetch itself, or a thrown string read alike. The kind is the error's own when it names a known one, else
 * `kindOfError`'s (an abort, a timeout signal), else "unknown".
 */
export function describeError(error: unknown): ErrorDescription {
	const fields = (error !== null && typeof error === "object" ? error : {}) as ErrorFields;
	const status = fields.httpResponse?.status ?? fields.status;
	const ownKind =
		typeof fields.kind === "string" && KINDS.has(fields.kind) ? (fields.kind as InferenceErrorKind) : undefined;
	return {
		name: typeof fields.name === "string" ? fields.name : "Error",
		kind: ownKind ?? kindOfError(error) ?? "unknown",
		...(typeof status === "number" && status !== 0 ? { status } : {}),
		message: typeof fields.message === "string" ? fields.message : String(error),
	};
}
