import { followUpSleep } from "../../http/index.js";
import type { ResponseContext } from "./handler.js";

/** One poll's verdict: the job's result, or the status it is still in. */
export type PollStep<T> = { done: true; value: T } | { done: false; status: string };

/** A provider's own limit on polls (Black Forest Labs: 5 polls 1 s apart), on top of `options.pollTimeout`. */
export interface PollingConfig {
	intervalMs: number;
	attempts: number;
}

/**
 * The one polling mechanism of asynchronous jobs: wait `intervalMs`, run `step`, until it is done. Bounded by
 * `options.pollTimeout`, a deadline on every wait, poll and download of the answer (ResponseContext), and by the
 * call's signal and timeout; with a `limit` (the provider's own), `limit.exhausted(lastStatus)` is thrown after
 * `limit.attempts` polls.
 */
export async function pollUntilDone<T>(
	context: ResponseContext,
	intervalMs: number,
	step: (attempt: number) => Promise<PollStep<T>>,
	limit?: { attempts: number; exhausted: (lastStatus: string | undefined) => Error },
): Promise<T> {
	const { followUps } = context;
	for (let attempt = 0; ; attempt++) {
		if (limit && attempt >= limit.attempts) throw limit.exhausted(followUps.lastStatus);
		await followUpSleep(followUps, intervalMs);
		const outcome = await step(attempt);
		if (outcome.done) return outcome.value;
		// Also read by the `pollTimeout` error.
		followUps.lastStatus = outcome.status;
	}
}
