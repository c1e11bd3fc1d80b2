import { InferenceClientError } from "./classes.js";
import { kindOfError } from "./kind-of-error.js";
import type { InferenceErrorKind } from "./kinds.js";

/*
 * Errors by cause. A failure keeps the class of its origin (InferenceClientProviderApiError for a provider that
 * could not be reached, as before); these classes test the cause, whatever the origin or the copy of the package
 * (ESM or CJS build) that made the error: `error instanceof ConnectionError` is `kindOfError(error) ===
 * "connection"`. They are real classes too, for code that wants to throw one (a custom fetch, a test double).
 */

/** No answer came (refused, reset, DNS), or the answer was cut while it was read (a body, a stream). */
export class ConnectionError extends InferenceClientError {
	override name = "ConnectionError";
	override readonly kind: InferenceErrorKind = "connection";

	static override [Symbol.hasInstance](value: unknown): boolean {
		return kindOfError(value) === "connection";
	}
}

/**
 * A time limit ran out: the call's `timeout`, `pollTimeout`, one provider's `attemptTimeout`, a 408 answer, or an
 * `AbortSignal.timeout()` signal (its DOMException TimeoutError).
 */
export class TimeoutError extends InferenceClientError {
	override name = "TimeoutError";
	override readonly kind: InferenceErrorKind = "timeout";

	static override [Symbol.hasInstance](value: unknown): boolean {
		return kindOfError(value) === "timeout";
	}
}

/**
 * Stopped on purpose: the caller's abort (the signal's reason, a DOMException AbortError, is rethrown as is) or a
 * hedged attempt cancelled because another provider answered first.
 */
export class AbortError extends InferenceClientError {
	override name = "AbortError";
	override readonly kind: InferenceErrorKind = "abort";

	static override [Symbol.hasInstance](value: unknown): boolean {
		return kindOfError(value) === "abort";
	}
}
