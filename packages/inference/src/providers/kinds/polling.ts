import type { ResponseContext } from "./handler.js";

/** One poll's verdict: the job's result, or the status it is still in. */
export type PollStep<T> = { done: true; value: T } | { done: false; status: string };

export interface PollingConfig {
	intervalMs: number;
	/** Polls at most; always bounded (the call's signal and timeout stop it sooner). */
	attempts: number;
}

/**
 * The one polling mechanism of asynchronous jobs: wait `intervalMs`, run `step`, until it is done or `attempts`
 * polls were made; then `exhausted(lastStatus)` is thrown. Waits end at the call's signal and timeout.
 */
export async function pollUntilDone<T>(
	context: ResponseContext,
	config: PollingConfig,
	step: (attempt: number) => Promise<PollStep<T>>,
	exhausted: (lastStatus: string | undefined) => Error,
): Promise<T> {
	let lastStatus: string | undefined;
	for (let attempt = 0; attempt < config.attempts; attempt++) {
		await context.sleep(config.intervalMs);
		const outcome = await step(attempt);
		if (outcome.done) return outcome.value;
		lastStatus = outcome.status;
	}
	throw exhausted(lastStatus);
}
