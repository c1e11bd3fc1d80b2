import { DEFAULT_POLL_TIMEOUT_MS } from "../config.js";
import {
	InferenceClientInputError,
	InferenceClientStreamError,
	InferenceClientTimeoutError,
	redactSecrets,
	secretsOf,
} from "../errors/index.js";
import { type EventReader, type FollowUps, fetchBody, openEventStream } from "../http/index.js";
import type { JobHandle, Receipt } from "../types.js";
import {
	type Attempt,
	FALLBACK_KINDS,
	type LoopSettings,
	nothingToCoordinate,
	plainAttempt,
	runAttempts,
	type SendAttempt,
} from "./attempts.js";
import { type RequestSettings, type Route, requestFor, shownModelId } from "./build-request.js";
import { type CallRecord, receiptWanted, sendReceipt, startRecord, withReceipt } from "./call-record.js";
import { neededCapabilities, skipIncapable } from "./capabilities.js";
import { routerModels } from "./policy.js";
import type { Outcome } from "./receipt.js";
import { type Candidate, isPlainCall, plainPlan, resolveRoute, resolveRoutes, type TaskCall } from "./resolve.js";
import { type CallSession, createSession } from "./session.js";

/** What one task call learns on its way, for its receipt and its error. */
interface TaskRecord extends CallRecord {
	/** The router's model list, when a policy read it (prices for the receipt's cost). */
	routerModels?: unknown;
	/** The route of the latest attempt: a failure is explained in its terms (its model id). */
	route?: Route;
}

function startTaskRecord(call: TaskCall, session: CallSession): TaskRecord {
	return startRecord(call.task, call.args as Record<string, unknown>, call.options, session.warn);
}

/**
 * One task call: its route list (validation, providers, mappings), then the attempt loop: build each attempt's
 * request from its route, send, decode (JSON or Blob), the provider's normalisation, then the task's
 * `checkOutput` (its shape check, throwing InferenceOutputError), within the attempt: an answer of the wrong
 * shape falls back to the next provider like any other invalid output.
 */
export async function runTask<T = unknown>(call: TaskCall, checkOutput?: (output: unknown) => T): Promise<T> {
	const session = createSession(call.options);
	const record = startTaskRecord(call, session);
	try {
		const send: SendAttempt<T> = async (route, http, attempt, jobAccepted) => {
			record.route = route;
			const { request, context, base } = requestFor(route, call.args, requestSettings(call, session, false));
			attempt.url = request.url;
			let output = await fetchBody(request, http);
			if (route.handler.decode) {
				// Follow-ups end with the attempt (its timeout, a hedge's cancellation) as well as with the call.
				const followUps: FollowUps = {
					session: session.withSignal(http.signal),
					pollTimeout: call.options?.pollTimeout ?? DEFAULT_POLL_TIMEOUT_MS,
					provider: route.provider.id,
					providerLabel: context.providerLabel,
				};
				const sent = { url: request.url, headers: request.headers };
				try {
					output = await route.handler.decode(output, {
						request: context,
						outputType: call.options?.outputType,
						sent,
						base,
						followUps,
						// From here on the attempt is this job: only the provider's word that it failed moves to another
						// provider; anything else (a poll that kept failing, pollTimeout) ends the call with its handle.
						accepted: (job) => {
							jobAccepted(job.id);
							announceJob(call, session, job);
						},
					});
				} finally {
					followUps.phase?.end();
				}
			}
			return checkOutput ? checkOutput(output) : (output as T);
		};
		const { value, attempt, release } = await attemptCall(call, session, record, false, send);
		release();
		const needs = record.plan?.model && neededCapabilities(call.args);
		if (needs)
			call.options?.routingState?.observed.noteAnswer(record.plan?.model ?? "", attempt.provider, needs, value);
		record.telemetry?.then((telemetry) => telemetry?.output(value));
		if (receiptWanted(record, call.options)) {
			sendTaskReceipt(call, session, record, { ok: true, winner: attempt, usage: usageOf(value) });
		}
		if (record.ended) await record.ended;
		return value;
	} catch (error) {
		const failure = failed(call, session, record, error, {});
		if (record.ended) await record.ended;
		throw failure;
	} finally {
		session.end();
	}
}

/**
 * A streaming task call: the server-sent events of the answer, each payload parsed as JSON (and turned into the
 * task's event type where the provider's differ). The call (or a thunk that checks and returns it) is resolved
 * when the caller starts reading. Attempts fall back only until their first event: after it, an error reaches
 * the caller as it is (no event is ever sent twice). `checkOutput` is the task's shape check of that first event,
 * run within the attempt as runTask runs it on an answer: a stream of the wrong shape falls back like one.
 */
export async function* runStreamingTask(
	call: TaskCall | (() => TaskCall),
	checkOutput?: (firstEvent: unknown) => unknown,
): AsyncGenerator<unknown> {
	const taskCall = typeof call === "function" ? call() : call;
	const session = createSession(taskCall.options);
	const record = startTaskRecord(taskCall, session);
	let winner: Attempt | undefined;
	let delivered = 0;
	let usage: unknown;
	let release = () => {};
	let events: EventReader | undefined;
	try {
		// The provider's events are read here in batches (one per chunk of the body), not through a generator of
		// their own: a second generator layer would cost a promise round per event.
		const open: SendAttempt<{ events: EventReader; first: unknown[] | undefined }> = async (route, http, attempt) => {
			record.route = route;
			const { request } = requestFor(route, taskCall.args, requestSettings(taskCall, session, true));
			attempt.url = request.url;
			const events = await openEventStream(request, http, route.handler.eventDecoder?.());
			try {
				const first = await events.read();
				if (first === undefined) {
					// 3.x ends an empty stream quietly; with fallback on, it is an answer that failed.
					if (record.plan?.fallback) throw emptyStreamError(route);
				} else {
					checkOutput?.(first[0]);
				}
				attempt.firstTokenAt = Date.now();
				return { events, first };
			} catch (error) {
				events.cancel();
				throw error;
			}
		};
		const opened = await attemptCall(taskCall, session, record, true, open);
		({ attempt: winner, release } = opened);
		events = opened.value.events;
		announceStream(taskCall, session, record, winner);
		const { first } = opened.value;
		for (let batch = first; batch !== undefined; batch = await events.read()) {
			for (const event of batch) {
				usage = usageOf(event) ?? usage;
				record.telemetry?.then((telemetry) => telemetry?.output(event));
				delivered++;
				yield event;
			}
		}
		const { model } = record.plan ?? {};
		if (model) taskCall.options?.routingState?.observed.note(model, winner.provider, { streamCompleted: true });
	} catch (error) {
		const partial = winner ? { winner, partialEvents: delivered, usage } : {};
		throw failed(taskCall, session, record, error, partial);
	} finally {
		// A caller that stopped early (break): close the provider's stream, releasing its connection.
		events?.cancel();
		// Ended, or stopped early by the caller (break): a success either way.
		if (receiptWanted(record, taskCall.options))
			sendTaskReceipt(taskCall, session, record, { ok: true, winner, usage });
		release();
		session.end();
		// The stream's span ends with the stream: written before the caller's loop ends.
		if (record.ended) await record.ended;
	}
}

/** Tells `onStreamOpen` who serves; a hook that throws changes nothing of the stream (as for onReceipt). */
function announceStream(call: TaskCall, session: CallSession, record: CallRecord, winner: Attempt): void {
	const hook = call.options?.onStreamOpen;
	if (!hook) return;
	try {
		hook({ provider: winner.provider, attempts: record.attempts.filter((attempt) => !attempt.skipped).length });
	} catch (thrown) {
		session.warn(
			`onStreamOpen threw (${thrown instanceof Error ? thrown.message : String(thrown)}); the stream goes on.`,
		);
	}
}

function emptyStreamError(route: Route): InferenceClientStreamError {
	return new InferenceClientStreamError("Event stream ended before its first event", {
		kind: "output",
		provider: route.provider.id,
	});
}

/**
 * The call's attempts, resolving with the winner. A plain call (one provider, no routing option, nothing to
 * coordinate) resolves its one route as 3.x did and sends it once: no route list, loop settings nor loop. Any
 * other call gets its route list, ordered by its policy, and the attempt loop over it.
 */
async function attemptCall<T>(
	call: TaskCall,
	session: CallSession,
	record: TaskRecord,
	streamed: boolean,
	send: SendAttempt<T>,
): Promise<{ value: T; attempt: Attempt; release: () => void }> {
	const options = call.options ?? {};
	if (isPlainCall(call) && nothingToCoordinate(options.routingState, options.attemptTimeout, options.hedgeAfterMs)) {
		const route = await resolveRoute(call, session);
		record.plan = plainPlan(call, route);
		return plainAttempt(route, session, record.attempts, send);
	}
	const { candidates, settings } = await routesOf<T>(call, session, record, streamed);
	return runAttempts(candidates, session, settings, record.attempts, send);
}

/** The route list, ordered by the call's policy, and the settings of the attempt loop over it. */
async function routesOf<T>(
	call: TaskCall,
	session: CallSession,
	record: TaskRecord,
	streamed: boolean,
): Promise<{ candidates: Candidate[]; settings: LoopSettings<T> }> {
	const options = call.options ?? {};
	const plan = await resolveRoutes(call, session);
	record.plan = plan;
	let candidates: Candidate[] = plan.candidates;
	const { policy, routingState } = options;
	if (policy && policy !== "preferred" && plan.model) {
		// Measurements and the published figures are client state: an InferenceClient has some, a free call none.
		if (!routingState) {
			throw new InferenceClientInputError(
				`policy "${policy}" reads what a client measured: call through an InferenceClient, or pass options.routingState.`,
			);
		}
		record.routerModels = await routerModels(
			session,
			`policy "${policy}"`,
			"the providers are tried in the order given",
		);
		if (record.routerModels !== undefined) {
			candidates = routingState.order(candidates, policy, plan.model, record.routerModels);
		}
	}
	// A routed call (a list, or "auto" with fallback) skips providers the router lists as unable to do what it needs.
	const needs = neededCapabilities(call.args);
	const requested = call.args.provider;
	if (needs && plan.fallback && plan.model && (typeof requested === "object" || requested === "auto")) {
		record.routerModels ??= await routerModels(
			session,
			"capability check",
			"no provider is skipped for what it cannot do",
		);
		candidates = skipIncapable(candidates, plan.model, needs, record.routerModels);
	}
	const fallback = typeof options.fallback === "object" ? options.fallback : {};
	const breaker = options.breaker;
	const settings: LoopSettings<T> = {
		fallbackKinds: plan.fallback ? (fallback.on ?? FALLBACK_KINDS) : [],
		maxAttempts: plan.fallback ? (fallback.maxAttempts ?? Number.POSITIVE_INFINITY) : 1,
		attemptTimeout: options.attemptTimeout,
		hedgeAfterMs: options.hedgeAfterMs,
		state: options.routingState,
		breaker: plan.fallback && breaker !== false ? (breaker ?? {}) : false,
		model: plan.model ?? "",
		streamed,
		discard: (value) => (value as { events?: EventReader }).events?.cancel(),
	};
	return { candidates, settings };
}

/** The answer's token counts (chat, and the last chunk of a chat stream that asked for them). */
function usageOf(output: unknown): unknown {
	const usage = (output as { usage?: unknown } | null)?.usage;
	return typeof usage === "object" && usage !== null ? usage : undefined;
}

/** The call's receipt (see sendReceipt), with its cost when a policy read the router's prices. */
function sendTaskReceipt(
	call: TaskCall,
	session: CallSession,
	record: TaskRecord,
	outcome: Outcome,
	error?: unknown,
): Receipt {
	const { plan, routerModels: published } = record;
	const provider = outcome.winner?.provider;
	const costUsd =
		plan?.model && provider && published !== undefined
			? call.options?.routingState?.costUsd(plan.model, provider, outcome.usage, published)
			: undefined;
	const hooks = { warn: session.warn, secrets: () => secretsOfCall(call) };
	return sendReceipt(record, call.options, hooks, { ...outcome, costUsd }, error);
}

/**
 * Hands the accepted job to `onJob`. A hook that throws or rejects (a full disk, a database away) does not abandon
 * the job, billed by now: the throw is reported through the call's warnings and the job is followed on.
 */
function announceJob(call: TaskCall, session: CallSession, job: JobHandle): void {
	const warn = (hookError: unknown) => {
		const thrown = redactSecrets(hookError, secretsOfCall(call));
		session.warn(
			`onJob threw (${thrown instanceof Error ? thrown.message : String(thrown)}); job ${job.id} at ${job.provider} is followed on, but was not kept.`,
		);
	};
	try {
		const returned: unknown = call.options?.onJob?.(job);
		if (returned instanceof Promise) returned.catch(warn);
	} catch (hookError) {
		warn(hookError);
	}
}

/**
 * What the caller gets for a failure, with the receipt sent: the caller's own abort reason as the very object
 * given (as 3.x did; also an `AbortSignal.timeout()` reason), else the error in the task's own words once the
 * call has a route (its model id is in them), scrubbed of the call's secrets, its receipt on `error.receipt`.
 */
function failed(
	call: TaskCall,
	session: CallSession,
	record: TaskRecord,
	error: unknown,
	outcome: Omit<Outcome, "ok">,
): unknown {
	const receipt = sendTaskReceipt(call, session, record, { ...outcome, ok: false }, error);
	if (session.signal?.aborted && error === session.signal.reason) {
		// The call's own deadline (`timeout`) says which providers were tried, and how, as other failures do; a
		// caller's abort reason is the caller's object, left untouched.
		return error instanceof InferenceClientTimeoutError ? withReceipt(error, receipt) : error;
	}
	const { route } = record;
	const explained = route && call.explainFailure ? call.explainFailure(error, shownModelId(route)) : error;
	return withReceipt(redactSecrets(explained, secretsOfCall(call)), receipt);
}

/** The credentials of the call (its token, its provider keys): what its errors and warnings must not carry. */
function secretsOfCall(call: TaskCall): string[] {
	const keys = Object.values(call.options?.providerKeys ?? {}).filter((key): key is string => typeof key === "string");
	return [...secretsOf(call.args.accessToken), ...keys.flatMap(secretsOf)];
}

function requestSettings(call: TaskCall, session: CallSession, stream: boolean): RequestSettings {
	return {
		stream,
		billTo: call.options?.billTo,
		includeCredentials: call.options?.includeCredentials,
		routerUrl: session.routerUrl,
		hubUrl: session.hubUrl,
		handsOutJobs: call.options?.onJob !== undefined,
	};
}
