import type { BreakerOptions, RoutingState } from "../client-state/routing-state.js";
import { AbortError, InferenceClientTimeoutError, type InferenceErrorKind, kindOfError } from "../errors/index.js";
import type { HttpOptions } from "../http/index.js";
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

/** The raw facts of one attempt (or skipped candidate), as they happen: receipt.ts turns them into a receipt. */
export interface Probe {
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
}

/** One attempt: resolves once the provider answered well (a stream: its first event), else rejects. */
export type Attempt<T> = (route: Route, http: HttpOptions, probe: Probe) => Promise<T>;

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

/**
 * The one attempt loop of every call, unary or streamed: tries the candidates in order, each with its own signal
 * (the call's signal, plus its `attemptTimeout`, plus cancellation when another attempt wins). A failure whose kind
 * falls back starts the next candidate; any other failure, the caller's abort and the call's deadline end the
 * call at once. With `hedgeAfterMs`, an attempt that has not answered in time gets the next candidate started
 * beside it: the first success wins, the other is aborted (its connection closed). `probes` gets every attempt.
 */
export function runAttempts<T>(
	candidates: readonly Candidate[],
	session: CallSession,
	settings: LoopSettings<T>,
	probes: Probe[],
	attempt: Attempt<T>,
): Promise<{ value: T; probe: Probe; release: () => void }> {
	const { state, model, breaker } = settings;
	const only = candidates.length === 1 ? candidates[0] : undefined;
	if (only?.route && !state && settings.attemptTimeout === undefined && settings.hedgeAfterMs === undefined) {
		return plainAttempt(only, only.route, session, settings, probes, attempt);
	}
	const queue = [...candidates];
	const running = new Map<Probe, AbortController | undefined>();
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
			for (const [probe, controller] of running) {
				probe.cancelled = true;
				state?.release(model, probe.provider);
				controller?.abort(new AbortError(`Cancelled: another provider answered first (${probe.provider})`));
			}
		};
		const next = (): Candidate | undefined => {
			for (let candidate = queue.shift(); candidate; candidate = queue.shift()) {
				const skipped = candidate.skipped ?? (breaker ? state?.admit(model, candidate.provider) : undefined);
				if (skipped === undefined && candidate.route) return candidate;
				probes.push({ provider: candidate.provider, startedAt: Date.now(), skipped, error: candidate.error });
				lastError ??= candidate.error;
			}
			return undefined;
		};
		const launch = (hedged: boolean): boolean => {
			if (done || launched >= settings.maxAttempts) return false;
			const candidate = next();
			if (!candidate?.route) return false;
			launched++;
			const probe: Probe = { provider: candidate.provider, startedAt: Date.now() };
			if (hedged) probe.hedged = true;
			probes.push(probe);
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
			running.set(probe, controller);
			const timers: ReturnType<typeof setTimeout>[] = [];
			if (attemptTimeout !== undefined) {
				timers.push(
					setTimeout(() => {
						const message = `Attempt at ${candidate.provider} timed out after ${attemptTimeout} ms (attemptTimeout)`;
						controller?.abort(
							new InferenceClientTimeoutError({ timeoutMs: attemptTimeout, message, provider: candidate.provider }),
						);
					}, attemptTimeout),
				);
			}
			if (hedgeAfterMs !== undefined && queue.length > 0) {
				timers.push(
					setTimeout(() => {
						const answeredAt = settings.streamed ? probe.firstTokenAt : probe.firstByteAt;
						if (running.has(probe) && running.size === 1 && answeredAt === undefined) launch(true);
					}, hedgeAfterMs),
				);
			}
			// The winner's signal follows the caller's until the call is over (a stream is read after the loop).
			const release = () => controller && session.signal?.removeEventListener("abort", forward);
			const settle = () => {
				for (const timer of timers) clearTimeout(timer);
				running.delete(probe);
				probe.endedAt = Date.now();
			};
			attempt(
				candidate.route,
				attemptOptions(session, candidate, controller?.signal ?? session.signal, probe, settings, queue),
				probe,
			).then(
				(value) => {
					settle();
					if (done) {
						release();
						settings.discard?.(value);
						return;
					}
					done = true;
					record(probe, true);
					cancelAll();
					resolve({ value, probe, release });
				},
				(error: unknown) => {
					settle();
					release();
					if (done) return;
					probe.error = error;
					lastError = error;
					if (session.signal?.aborted) return finish(session.signal.reason);
					const kind = kindOfError(error) as InferenceErrorKind;
					// The scoreboard and breakers count what speaks of the provider (not a refused input), fallback or not.
					record(probe, false, FALLBACK_KINDS.includes(kind));
					const fallsBack = settings.fallbackKinds.includes(kind);
					if (!fallsBack) return finish(error);
					if (running.size === 0 && !launch(false)) finish(lastError);
				},
			);
			return true;
		};
		const record = (probe: Probe, ok: boolean, counts = true) => {
			if (!state) return;
			if (!counts) return state.release(model, probe.provider);
			// Timings of successes only: a provider quick to fail is not fast.
			const outcome = ok
				? {
						ok,
						firstByteMs: probe.firstByteAt && probe.firstByteAt - probe.startedAt,
						firstTokenMs: probe.firstTokenAt && probe.firstTokenAt - probe.startedAt,
					}
				: { ok };
			state.record(model, probe.provider, outcome, breaker);
		};
		if (!launch(false)) finish(lastError);
	});
}

/**
 * The one attempt of a call with nothing to coordinate (one route; no scoreboard, breaker, attempt timeout or
 * hedge): run on the call's own signal, with no loop around it. Its probe is kept as the loop keeps one.
 */
async function plainAttempt<T>(
	candidate: Candidate,
	route: Route,
	session: CallSession,
	settings: LoopSettings<T>,
	probes: Probe[],
	attempt: Attempt<T>,
): Promise<{ value: T; probe: Probe; release: () => void }> {
	const probe: Probe = { provider: candidate.provider, startedAt: Date.now() };
	probes.push(probe);
	try {
		const value = await attempt(route, attemptOptions(session, candidate, session.signal, probe, settings, []), probe);
		return { value, probe, release: noop };
	} catch (error) {
		probe.error = error;
		throw session.signal?.aborted ? session.signal.reason : error;
	} finally {
		probe.endedAt = Date.now();
	}
}

const noop = () => {};

/**
 * The http options of one attempt: its own signal, the answer's facts noted on its probe, and no retry while
 * another candidate is left (the next provider is the retry; the last one gets the call's retries).
 */
function attemptOptions(
	session: CallSession,
	candidate: Candidate,
	signal: AbortSignal | undefined,
	probe: Probe,
	settings: Pick<LoopSettings<unknown>, "fallbackKinds">,
	queue: readonly Candidate[],
): HttpOptions {
	const options = session.httpOptions({ service: "provider", provider: candidate.provider });
	options.signal = signal;
	if (settings.fallbackKinds.length > 0 && queue.length > 0) options.maxRetries = 0;
	options.onResponse = (status, headers) => {
		probe.firstByteAt ??= Date.now();
		probe.status = status;
		probe.headers = headers;
	};
	return options;
}
