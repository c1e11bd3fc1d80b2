import type { BreakerOptions, RoutingState } from "../client-state/routing-state.js";
import { AbortError, InferenceClientTimeoutError, type InferenceErrorKind, kindOfError } from "../errors/index.js";
import { afterDelay, type HttpOptions } from "../http/index.js";
import type { Route } from "./build-request.js";
import type { Candidate } from "./resolve.js";
import type { CallSession } from "./session.js";

/** What falls back by default: what another provider may well not have. 400, 413, 422 and input errors stop. */
export const FALLBACK_KINDS: readonly InferenceErrorKind[] = [
	"connection",
	"timeout",
	"rate-limit",
	"server",
	"not-found",
	"routing",
	"authentication",
	"permission",
	"output",
];

/**
 * One attempt (or skipped candidate) of a call, its raw facts noted as they happen: receipt.ts shows each as a
 * ReceiptAttempt.
 */
export interface Attempt {
	provider: string;
	startedAt: number;
	endedAt?: number;
	/** When the first answer's headers came. */
	firstByteAt?: number;
	/** When the first event of a stream came. */
	firstTokenAt?: number;
	status?: number;
	/** The answer's headers: the receipt reads the request id and the router's `x-inference-provider` in them. */
	headers?: Headers;
	hedged?: boolean;
	cancelled?: boolean;
	skipped?: string;
	error?: unknown;
	/** Where its request went (telemetry reads the host; never in a receipt). */
	url?: string;
	/** The job the provider accepted: a second provider would be a second bill, so no timeout or hedge leaves it. */
	jobId?: string;
}

/**
 * Sends one attempt: resolves once the provider answered well (a stream: its first event), else rejects. It calls
 * `jobAccepted` when the provider accepted an asynchronous job: the call is then that job's.
 */
export type SendAttempt<T> = (
	route: Route,
	http: HttpOptions,
	attempt: Attempt,
	jobAccepted: (jobId: string) => void,
) => Promise<T>;

export interface LoopSettings<T> {
	/** The kinds that move on to the next candidate; empty: none (fallback off). */
	fallbackKinds: readonly InferenceErrorKind[];
	maxAttempts: number;
	attemptTimeout: number | undefined;
	hedgeAfterMs: number | undefined;
	state: RoutingState | undefined;
	breaker: BreakerOptions | false;
	model: string;
	/** A stream answers with its first event; any other call with the first byte of its answer. */
	streamed: boolean;
	/** Releases what an attempt that won too late holds (an open stream). */
	discard?: (value: T) => void;
}

const noop = () => {};

/**
 * The one attempt loop of every call, unary or streamed: tries the candidates in order, each with its own signal
 * (the call's signal, plus its `attemptTimeout`, plus cancellation when another attempt wins). A failure whose kind
 * falls back starts the next candidate; any other failure, the caller's abort and the call's deadline end the
 * call at once. With `hedgeAfterMs`, an attempt that has not answered in time gets the next candidate started
 * beside it: the first success wins, the other is aborted (its connection closed). `attempts` gets every one.
 */
export function runAttempts<T>(
	candidates: readonly Candidate[],
	session: CallSession,
	settings: LoopSettings<T>,
	attempts: Attempt[],
	send: SendAttempt<T>,
): Promise<{ value: T; attempt: Attempt; release: () => void }> {
	const { state, model, breaker } = settings;
	const only = candidates.length === 1 ? candidates[0] : undefined;
	if (only?.route && nothingToCoordinate(state, settings.attemptTimeout, settings.hedgeAfterMs)) {
		return plainAttempt(only.route, session, attempts, send);
	}
	const queue = [...candidates];
	const running = new Map<Attempt, AbortController | undefined>();
	let launched = 0;
	let done = false;
	let lastError: unknown;
	return new Promise((resolve, reject) => {
		const finish = (error: unknown) => {
			done = true;
			cancelAll();
			reject(error);
		};
		const cancelAll = () => {
			for (const [attempt, controller] of running) {
				attempt.cancelled = true;
				state?.release(model, attempt.provider);
				controller?.abort(new AbortError(`Cancelled: another provider answered first (${attempt.provider})`));
			}
		};
		const next = (): Candidate | undefined => {
			for (let candidate = queue.shift(); candidate; candidate = queue.shift()) {
				const skipped = candidate.skipped ?? (breaker ? state?.admit(model, candidate.provider) : undefined);
				if (skipped === undefined && candidate.route) return candidate;
				attempts.push({ provider: candidate.provider, startedAt: Date.now(), skipped, error: candidate.error });
				lastError ??= candidate.error;
			}
			return undefined;
		};
		/** Whether another attempt could start after this one: a candidate left that is neither skipped nor blocked. */
		const anotherUsable = (): boolean =>
			launched < settings.maxAttempts &&
			queue.some(
				(candidate) =>
					candidate.route !== undefined &&
					candidate.skipped === undefined &&
					!(breaker && state?.blocked(model, candidate.provider) !== undefined),
			);
		const launch = (hedged: boolean): boolean => {
			if (done || launched >= settings.maxAttempts) return false;
			const candidate = next();
			if (!candidate?.route) return false;
			launched++;
			const attempt: Attempt = { provider: candidate.provider, startedAt: Date.now() };
			if (hedged) attempt.hedged = true;
			attempts.push(attempt);
			const { attemptTimeout, hedgeAfterMs } = settings;
			// An attempt that may be stopped on its own (a timeout, a hedge, another winner) gets its own signal;
			// the one attempt of a plain call runs on the call's.
			const own = attemptTimeout !== undefined || hedgeAfterMs !== undefined || settings.maxAttempts > 1;
			const controller = own ? new AbortController() : undefined;
			const forward = () => controller?.abort(session.signal?.reason);
			if (controller) {
				if (session.signal?.aborted) forward();
				session.signal?.addEventListener("abort", forward);
			}
			running.set(attempt, controller);
			// The attempt's timers (its timeout, its hedge), cancelled when the attempt settles.
			const timers: (() => void)[] = [];
			if (attemptTimeout !== undefined) {
				timers.push(
					afterDelay(attemptTimeout, () => {
						if (attempt.jobId !== undefined) return;
						const message = `Attempt at ${candidate.provider} timed out after ${attemptTimeout} ms (attemptTimeout)`;
						controller?.abort(
							new InferenceClientTimeoutError({ timeoutMs: attemptTimeout, message, provider: candidate.provider }),
						);
					}),
				);
			}
			// Decided at launch: the last usable candidate gets the call's retries (the next provider is the others').
			const another = anotherUsable();
			const retries = settings.fallbackKinds.length === 0 || !another;
			if (hedgeAfterMs !== undefined && another) {
				timers.push(
					afterDelay(hedgeAfterMs, () => {
						const answeredAt = settings.streamed ? attempt.firstTokenAt : attempt.firstByteAt;
						const waiting = answeredAt === undefined && attempt.jobId === undefined;
						if (running.has(attempt) && running.size === 1 && waiting) launch(true);
					}),
				);
			}
			// The winner's signal follows the caller's until the call is over (a stream is read after the loop).
			const release = () => controller && session.signal?.removeEventListener("abort", forward);
			const settle = () => {
				for (const cancel of timers) cancel();
				running.delete(attempt);
				attempt.endedAt = Date.now();
			};
			// A job is a bill: the attempts beside it (a hedge) that have none yet are stopped, never it.
			const jobAccepted = (jobId: string) => {
				attempt.jobId = jobId;
				for (const [other, otherController] of running) {
					if (other === attempt || other.jobId !== undefined) continue;
					other.cancelled = true;
					otherController?.abort(new AbortError(`Cancelled: ${attempt.provider} accepted a job`));
				}
			};
			send(
				candidate.route,
				attemptOptions(session, candidate.provider, controller?.signal ?? session.signal, attempt, retries),
				attempt,
				jobAccepted,
			).then(
				(value) => {
					settle();
					if (done) {
						release();
						settings.discard?.(value);
						return;
					}
					done = true;
					record(attempt, true);
					cancelAll();
					resolve({ value, attempt, release });
				},
				(error: unknown) => {
					settle();
					release();
					// Stopped for another attempt's job: that attempt goes on.
					if (done || attempt.cancelled) {
						if (!done) state?.release(model, attempt.provider);
						return;
					}
					attempt.error = error;
					lastError = error;
					if (session.signal?.aborted) {
						// The caller gave up: no verdict on the provider (a half-open trial is free again).
						state?.release(model, attempt.provider);
						return finish(session.signal.reason);
					}
					const kind = kindOfError(error) as InferenceErrorKind;
					// The scoreboard and breakers count what speaks of the provider (not a refused input), fallback or not.
					record(attempt, false, FALLBACK_KINDS.includes(kind));
					// An accepted job left unfinished is resumed from its handle, never submitted elsewhere (a second bill).
					// (Read as a field: the handle's full check stays out of the bundles of calls that have no jobs.)
					const jobLeftRunning = (error as { jobHandle?: unknown } | null)?.jobHandle !== undefined;
					const fallsBack = settings.fallbackKinds.includes(kind) && !jobLeftRunning;
					if (!fallsBack) return finish(error);
					if (running.size === 0 && !launch(false)) finish(lastError);
				},
			);
			return true;
		};
		const record = (attempt: Attempt, ok: boolean, counts = true) => {
			if (!state) return;
			if (!counts) return state.release(model, attempt.provider);
			// Timings of successes only: a provider quick to fail is not fast.
			const outcome = ok
				? {
						ok,
						firstByteMs: attempt.firstByteAt && attempt.firstByteAt - attempt.startedAt,
						firstTokenMs: attempt.firstTokenAt && attempt.firstTokenAt - attempt.startedAt,
					}
				: { ok };
			state.record(model, attempt.provider, outcome, breaker);
		};
		if (!launch(false)) finish(lastError);
	});
}

/** Whether the one route of a call has nothing to coordinate: no scoreboard or breaker, no attempt timeout or hedge. */
export function nothingToCoordinate(
	state: RoutingState | undefined,
	attemptTimeout: number | undefined,
	hedgeAfterMs: number | undefined,
): boolean {
	return state === undefined && attemptTimeout === undefined && hedgeAfterMs === undefined;
}

/**
 * The one attempt of a call with {@link nothingToCoordinate}: run on the call's own signal, with the call's
 * retries, and no loop around it. Its attempt is noted as the loop notes one.
 */
export async function plainAttempt<T>(
	route: Route,
	session: CallSession,
	attempts: Attempt[],
	send: SendAttempt<T>,
): Promise<{ value: T; attempt: Attempt; release: () => void }> {
	const provider = route.provider.id;
	const attempt: Attempt = { provider, startedAt: Date.now() };
	attempts.push(attempt);
	const jobAccepted = (jobId: string) => {
		attempt.jobId = jobId;
	};
	try {
		const http = attemptOptions(session, provider, session.signal, attempt, true);
		const value = await send(route, http, attempt, jobAccepted);
		return { value, attempt, release: noop };
	} catch (error) {
		attempt.error = error;
		throw session.signal?.aborted ? session.signal.reason : error;
	} finally {
		attempt.endedAt = Date.now();
	}
}

/**
 * The http options of one attempt: its own signal, the answer's facts noted on the attempt, and the call's retries
 * only when no other candidate could take over (`retries`): otherwise the next provider is the retry.
 */
function attemptOptions(
	session: CallSession,
	provider: string,
	signal: AbortSignal | undefined,
	attempt: Attempt,
	retries: boolean,
): HttpOptions {
	const options = session.httpOptions({ service: "provider", provider });
	options.signal = signal;
	if (!retries) options.maxRetries = 0;
	options.onResponse = (status, headers) => {
		attempt.firstByteAt ??= Date.now();
		attempt.status = status;
		attempt.headers = headers;
	};
	return options;
}
