/**
 * What went wrong, whatever the origin (hub or provider): every error of the client carries one as `kind`.
 * - "input": bad arguments, refused before any network call; "routing": no provider, task or model fits.
 * - From an HTTP status: "bad-request" (400, 422), "authentication" (401), "permission" (403), "not-found" (404),
 *   "timeout" (408), "rate-limit" (429), "server" (500 and up), "http" (any other status, or an answer that is not what it says).
 * - "connection": no answer came (status 0), or the answer was cut while it was read (a body, or a stream).
 * - A stream's forwarded error takes the kind its status would ("server" when it gives none, "bad-request" for
 *   a refused input); an unreadable event, or a stream ended before its first event where fallback is on, "output".
 * - "stream": an InferenceClientStreamError given no other kind; "timeout": the call's `timeout` ran out;
 *   "output": an answer of an unexpected shape (InferenceOutputError); "unknown": a bare InferenceClientError.
 * - "abort": only from `kindOfError`, for the AbortError a caller's `controller.abort()` rejects with.
 */
export const INFERENCE_ERROR_KINDS = [
	"input",
	"routing",
	"bad-request",
	"authentication",
	"permission",
	"not-found",
	"rate-limit",
	"server",
	"http",
	"connection",
	"stream",
	"timeout",
	"output",
	"abort",
	"unknown",
] as const;

export type InferenceErrorKind = (typeof INFERENCE_ERROR_KINDS)[number];

const STATUS_KINDS: Readonly<Record<number, InferenceErrorKind>> = {
	0: "connection",
	400: "bad-request",
	401: "authentication",
	403: "permission",
	404: "not-found",
	408: "timeout",
	422: "bad-request",
	429: "rate-limit",
};

/** The kind of a failed HTTP answer by its status (0: no answer came). */
export function kindOfStatus(status: number): InferenceErrorKind {
	return STATUS_KINDS[status] ?? (status >= 500 ? "server" : "http");
}
