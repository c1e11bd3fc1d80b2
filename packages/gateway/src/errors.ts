// OpenAI's error object (`{error: {message, type, param, code}}`) with the statuses the SDKs act on: a 429's
// Retry-After is honoured by their retries, a 5xx retried, a 4xx raised at once as its typed error.
import { type InferenceErrorKind, kindOfError, type Receipt } from "@modelyard/inference";

/** The `type` field OpenAI gives each status (the SDKs pick their error class by status, this is for people). */
const TYPE_OF_STATUS: Record<number, string> = {
	400: "invalid_request_error",
	401: "authentication_error",
	403: "permission_error",
	404: "invalid_request_error",
	413: "invalid_request_error",
	429: "rate_limit_error",
	502: "upstream_error",
	503: "service_unavailable",
	504: "timeout_error",
};

export interface GatewayErrorDetails {
	/** OpenAI's `code` (e.g. `model_not_found`, `invalid_api_key`); null when none fits. */
	code?: string | null;
	/** The request field at fault. */
	param?: string | null;
	/** Sent as `Retry-After` (seconds, rounded up). */
	retryAfterMs?: number;
	/** The OpenAI `type`; default: the status's. */
	type?: string;
}

/** An answer the gateway gives as an OpenAI error: thrown anywhere in a route, written by the error handler. */
export class GatewayError extends Error {
	override readonly name = "GatewayError";
	readonly status: number;
	readonly details: GatewayErrorDetails;

	constructor(status: number, message: string, details: GatewayErrorDetails = {}) {
		super(message);
		this.status = status;
		this.details = details;
	}
}

/** The error as OpenAI writes it, with `Retry-After` when the error has a wait. */
export function errorResponse(error: GatewayError, headers: Record<string, string> = {}): Response {
	const { code = null, param = null, retryAfterMs, type } = error.details;
	const body = {
		error: { message: error.message, type: type ?? TYPE_OF_STATUS[error.status] ?? "api_error", param, code },
	};
	const all: Record<string, string> = { "content-type": "application/json", ...headers };
	if (retryAfterMs !== undefined) all["retry-after"] = String(Math.max(1, Math.ceil(retryAfterMs / 1000)));
	return new Response(JSON.stringify(body), { status: error.status, headers: all });
}

/** A request field that is missing or of the wrong type: 400 naming the field and what it should be. */
export function badField(param: string, expected: string): GatewayError {
	return new GatewayError(400, `"${param}" must be ${expected}.`, { param, code: "invalid_value" });
}

/** Attempts as a person reads them: `groq: HTTP 503 (server), together: connection`. */
export function describeAttempts(receipt: Receipt | undefined): string {
	const tried = receipt?.attempts ?? [];
	if (tried.length === 0) return "no provider was tried";
	return tried
		.map((attempt) => {
			if (attempt.skipped) return `${attempt.provider}: skipped (${attempt.skipped})`;
			const status = attempt.status ? `HTTP ${attempt.status}` : undefined;
			const why = [status, attempt.kind].filter(Boolean).join(" ");
			return `${attempt.provider}: ${why || "failed"}`;
		})
		.join("; ");
}

const UPSTREAM_FAILURES: readonly InferenceErrorKind[] = [
	"server",
	"connection",
	"http",
	"output",
	"stream",
	"unknown",
	"authentication",
	"permission",
];

/**
 * A failed call of the client as the gateway answers it. The client's messages never hold a token (it redacts
 * them); the upstream's own authentication failures are the gateway's problem, not the caller's, so they are a
 * 502 unless the caller's own token paid (`callerPaid`).
 */
export function fromCallError(error: unknown, callerPaid: boolean): GatewayError {
	if (error instanceof GatewayError) return error;
	const kind = kindOfError(error) ?? "unknown";
	const message = error instanceof Error ? error.message : String(error);
	const receipt = (error as { receipt?: Receipt } | null)?.receipt;
	const retryAfterMs = (error as { httpResponse?: { retryAfterMs?: number } } | null)?.httpResponse?.retryAfterMs;
	switch (kind) {
		case "input":
			return new GatewayError(400, message, { code: "invalid_value" });
		case "bad-request":
			return new GatewayError(400, `The provider refused the request: ${message}`, { code: "invalid_value" });
		case "not-found":
		case "routing":
			return new GatewayError(404, message, { code: "model_not_found", param: "model" });
		case "rate-limit":
			return new GatewayError(429, `Rate limited upstream (${describeAttempts(receipt)}): ${message}`, {
				code: "rate_limit_exceeded",
				retryAfterMs: retryAfterMs ?? 1000,
			});
		case "timeout":
			return new GatewayError(504, `The upstream deadline passed (${describeAttempts(receipt)}): ${message}`, {
				code: "upstream_timeout",
			});
		case "authentication":
		case "permission":
			if (callerPaid) return new GatewayError(kind === "authentication" ? 401 : 403, message);
			break;
		case "abort":
			return new GatewayError(499, "The client closed the request.", { code: "client_closed_request" });
	}
	const failed = UPSTREAM_FAILURES.includes(kind) ? "Every provider failed" : "The call failed";
	return new GatewayError(502, `${failed} (${describeAttempts(receipt)}): ${message}`, { code: "upstream_failed" });
}
