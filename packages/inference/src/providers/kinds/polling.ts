import type { ResponseContext } from "./handler.js";

/** One poll's verdict: the job's result, or the status it is still in. */
export type PollStep<T> = { done: true; value: T } | { done: false; status: string };

export interface PollingConfig {
	intervalMs: number;
	/** Polls at most; always bounded (the call's signal and timeout stop it sooner). */
	attempts: number;
}

/**
 * Polling every `intervalMs` for at most `options.pollTimeout` (default 10 minutes), and at most `maxAttempts`
 * polls when the provider sets its own limit: the first bound reached ends it.
 */
export function pollingWithin(context: ResponseContext, intervalMs: number, maxAttempts = Infinity): PollingConfig {
	const withinTimeout = Math.max(1, Math.ceil(context.pollTimeout / intervalMs));
	return { intervalMs, attempts: Math.min(withinTimeout, maxAttempts) };
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

/**
 * The base a job was submitted to: the submit URL without its route and query (the router's `/{provider}` path, or
 * the provider's own host). Follow-ups sit below it, so the call's credentials never go to another host.
 */
export function submittedBase(submitUrl: string, submitRoute: string): string {
	const submitted = submitUrl.split("?")[0] ?? submitUrl;
	const route = `/${submitRoute.split("?")[0]}`;
	return submitted.endsWith(route) ? submitted.slice(0, -route.length) : new URL(submitted).origin;
}
