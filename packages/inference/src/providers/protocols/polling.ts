import { InferenceClientHttpError, InferenceOutputError } from "../../errors/index.js";
import { followUpSleep, RETRY_AFTER_CAP_MS, rateLimitBackoff, retryDelay } from "../../http/index.js";
import type { ResponseContext } from "./handler.js";

/** One poll's verdict: the job's result, or the status it is still in. */
export type PollStep<T> = { done: true; value: T } | { done: false; status: string };

/** A provider's own limit on polls (Black Forest Labs: 5 polls 1 s apart), on top of `options.pollTimeout`. */
export interface PollingConfig {
	intervalMs: number;
	attempts: number;
}

/**
 * Status polls in a row that may fail (no answer, 408, 429, 5xx) before the job is left to be resumed from its
 * handle: each failure waits a backoff (honouring `Retry-After`) and polls the same job again.
 */
export const POLL_RETRY_LIMIT = 5;

/**
 * The one polling mechanism of asynchronous jobs: wait `intervalMs`, run `step`, until it is done. Bounded by
 * `options.pollTimeout`, a deadline on every wait, poll and download of the answer (ResponseContext), and by the
 * call's signal and timeout; with a `limit` (the provider's own), `limit.exhausted(lastStatus)` is thrown after
 * `limit.attempts` polls, marked as leaving the job unfinished (see `leftUnfinished`). A poll that failed on the
 * way (see POLL_RETRY_LIMIT) is made again: the job was accepted, and only the provider's answer ends it.
 */
export async function pollUntilDone<T>(
	context: ResponseContext,
	intervalMs: number,
	step: (attempt: number) => Promise<PollStep<T>>,
	limit?: { attempts: number; exhausted: (lastStatus: string | undefined) => Error },
): Promise<T> {
	const { followUps } = context;
	let failedInARow = 0;
	let lastFailure: unknown;
	for (let attempt = 0; ; attempt++) {
		if (limit && attempt >= limit.attempts) {
			// The provider's polls are spent: a last poll that failed says why better than the limit does.
			throw failedInARow > 0 ? lastFailure : leftUnfinished(limit.exhausted(followUps.lastStatus));
		}
		await followUpSleep(followUps, intervalMs);
		let outcome: PollStep<T>;
		try {
			outcome = await step(attempt);
		} catch (error) {
			const wait = failedPollWait(error, failedInARow++);
			if (wait === undefined) throw error;
			lastFailure = error;
			await followUpSleep(followUps, wait);
			continue;
		}
		failedInARow = 0;
		if (outcome.done) return outcome.value;
		// Also read by the `pollTimeout` error.
		followUps.lastStatus = outcome.status;
	}
}

/**
 * The wait before polling again after a failed poll (its `failedBefore` predecessors in a row), or undefined when
 * it is not made again: the failure is not on the way (the provider's answer about the job, a refused credential,
 * a deadline), or POLL_RETRY_LIMIT polls in a row failed.
 */
function failedPollWait(error: unknown, failedBefore: number): number | undefined {
	if (failedBefore >= POLL_RETRY_LIMIT) return undefined;
	// A refused follow-up is an output error keeping the status; the http error it wraps holds `Retry-After`.
	const httpError = error instanceof InferenceOutputError ? error.cause : error;
	if (!(httpError instanceof InferenceClientHttpError)) return undefined;
	const { status, retryAfterMs } = httpError.httpResponse;
	const { kind } = httpError;
	if (kind !== "connection" && kind !== "server" && kind !== "rate-limit" && kind !== "timeout") return undefined;
	const backoff =
		status === 429 ? rateLimitBackoff(failedBefore, Math.random) : retryDelay(failedBefore, undefined, Math.random);
	return Math.min(RETRY_AFTER_CAP_MS, Math.max(backoff, retryAfterMs ?? 0));
}

/** Marks an error that ends the following of a job without the provider's word on it (its own poll limit). */
export function leftUnfinished<E extends Error>(error: E): E {
	Object.defineProperty(error, "jobLeftUnfinished", { value: true, configurable: true });
	return error;
}

/** Whether `leftUnfinished` marked the error. */
export function isLeftUnfinished(error: unknown): boolean {
	return (error as { jobLeftUnfinished?: unknown } | null)?.jobLeftUnfinished === true;
}
