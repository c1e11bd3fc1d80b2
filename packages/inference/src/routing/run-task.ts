import { DEFAULT_POLL_TIMEOUT_MS } from "../config.js";
import {
	InferenceClientError,
	InferenceClientInputError,
	InferenceClientStreamError,
	InferenceOutputError,
	redactSecrets,
	secretsOf,
} from "../errors/index.js";
import { type FollowUps, fetchBody, streamEvents } from "../http/index.js";
import type { Receipt } from "../types.js";
import { type Attempt, FALLBACK_KINDS, type LoopSettings, type Probe, runAttempts } from "./attempts.js";
import { type RequestSettings, type Route, requestFor } from "./build-request.js";
import { routerModels } from "./policy.js";
import { assembleReceipt, type Outcome } from "./receipt.js";
import { type Candidate, type RoutePlan, resolveRoutes, type TaskCall } from "./resolve.js";
import { type CallSession, createSession } from "./session.js";

/** What one call learns on its way, for its receipt and its error. */
interface CallRecord {
	startedAt: number;
	probes: Probe[];
	plan?: RoutePlan;
	/** The router's model list, when a policy read it (prices for the receipt's cost). */
	routerModels?: unknown;
	/** The receipt went out (once per call). */
	sent?: boolean;
	/** The route of the latest attempt: a failure is explained in its terms (its model id). */
	route?: Route;
}

/**
 * One task call: its route list (validation, providers, mappings), then the attempt loop: build each attempt's
 * request from its route, send, decode (JSON or Blob), the provider's normalisation, then the task's
 * `checkOutput` (its shape check, throwing InferenceOutputError), within the attempt: an answer of the wrong
 * shape falls back to the next provider like any other invalid output.
 */
export async function runTask<T = unknown>(call: TaskCall, checkOutput?: (output: unknown) => T): Promise<T> {
	const session = createSession(call.options);
	const record: CallRecord = { startedAt: Date.now(), probes: [] };
	try {
		const attempt: Attempt<T> = async (route, http, _probe, jobAccepted) => {
			record.route = route;
			const { request, context, base } = requestFor(route, call.args, requestSettings(call, session, false));
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
						// From here on the attempt is this job: only its failure or pollTimeout moves to another provider.
						accepted: (job) => {
							jobAccepted(job.id);
							call.options?.onJob?.(job);
						},
					});
				} finally {
					followUps.phase?.end();
				}
			}
			return checkOutput ? checkOutput(output) : (output as T);
		};
		const { candidates, settings } = await routesOf(call, session, record, false);
		const { value, probe, release } = await runAttempts(candidates, session, settings, record.probes, attempt);
		release();
		if (call.options?.onReceipt) sendReceipt(call, record, { ok: true, winner: probe, usage: usageOf(value) });
		return value;
	} catch (error) {
		throw failed(call, session, record, error, {});
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
	const record: CallRecord = { startedAt: Date.now(), probes: [] };
	let winner: Probe | undefined;
	let delivered = 0;
	let usage: unknown;
	let release = () => {};
	let events: AsyncGenerator<unknown> | undefined;
	try {
		const open: Attempt<{ events: AsyncGenerator<unknown>; first: IteratorResult<unknown> }> = async (
			route,
			http,
			probe,
		) => {
			record.route = route;
			const { request } = requestFor(route, taskCall.args, requestSettings(taskCall, session, true));
			const events = streamEvents(request, http, route.handler.eventDecoder?.());
			try {
				const first = await events.next();
				if (first.done) {
					// 3.x ends an empty stream quietly; with fallback on, it is an answer that failed.
					if (record.plan?.fallback) throw emptyStreamError(route);
				} else {
					checkOutput?.(first.value);
				}
				probe.firstTokenAt = Date.now();
				return { events, first };
			} catch (error) {
				await events.return(undefined);
				throw error;
			}
		};
		const { candidates, settings } = await routesOf(taskCall, session, record, true);
		const opened = await runAttempts(candidates, session, settings, record.probes, open);
		({ probe: winner, release } = opened);
		events = opened.value.events;
		const { first } = opened.value;
		for (let event = first; !event.done; event = await events.next()) {
			usage = usageOf(event.value) ?? usage;
			delivered++;
			yield event.value;
		}
	} catch (error) {
		const partial = winner ? { winner, partialEvents: delivered, usage } : {};
		throw failed(taskCall, session, record, error, partial);
	} finally {
		// A caller that stopped early (break): close the provider's stream, releasing its connection.
		await events?.return(undefined);
		// Ended, or stopped early by the caller (break): a success either way.
		if (!record.sent && taskCall.options?.onReceipt) sendReceipt(taskCall, record, { ok: true, winner, usage });
		release();
		session.end();
	}
}

function emptyStreamError(route: Route): InferenceClientStreamError {
	return new InferenceClientStreamError("Event stream ended before its first event", {
		kind: "output",
		provider: route.provider.id,
	});
}

/** The route list, ordered by the call's policy, and the settings of the attempt loop over it. */
async function routesOf<T>(
	call: TaskCall,
	session: CallSession,
	record: CallRecord,
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
		record.routerModels = await routerModels(session);
		candidates = routingState.order(candidates, policy, plan.model, record.routerModels);
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
		discard: (value) => (value as { events?: AsyncGenerator }).events?.return(undefined).catch(() => {}),
	};
	return { candidates, settings };
}

/** The answer's token counts (chat, and the last chunk of a chat stream that asked for them). */
function usageOf(output: unknown): unknown {
	const usage = (output as { usage?: unknown } | null)?.usage;
	return typeof usage === "object" && usage !== null ? usage : undefined;
}

function sendReceipt(call: TaskCall, record: CallRecord, outcome: Outcome): Receipt {
	const { plan, routerModels: published } = record;
	const provider = outcome.winner?.provider;
	const costUsd =
		plan?.model && provider && published !== undefined
			? call.options?.routingState?.costUsd(plan.model, provider, outcome.usage, published)
			: undefined;
	const receipt = assembleReceipt(call.task, plan, record.probes, record.startedAt, { ...outcome, costUsd });
	record.sent = true;
	call.options?.onReceipt?.(receipt);
	return receipt;
}

/**
 * What the caller gets for a failure, with the receipt sent: the caller's own abort reason as the very object
 * given (as 3.x did; also an `AbortSignal.timeout()` reason), else the error in the task's own words once the
 * call has a route (its model id is in them), scrubbed of the call's secrets, its receipt on `error.receipt`.
 */
function failed(
	call: TaskCall,
	session: CallSession,
	record: CallRecord,
	error: unknown,
	outcome: Omit<Outcome, "ok">,
): unknown {
	const receipt = sendReceipt(call, record, { ...outcome, ok: false });
	if (session.signal?.aborted && error === session.signal.reason) return error;
	const { route } = record;
	const explained = route && call.explainFailure ? call.explainFailure(error, route.providerModelId) : error;
	const failure = redactSecrets(explained, [
		...secretsOf(call.args.accessToken),
		...providerKeysOf(call).flatMap(secretsOf),
	]);
	if (failure instanceof InferenceClientError || failure instanceof InferenceOutputError) {
		Object.defineProperty(failure, "receipt", { value: receipt, configurable: true, writable: true });
	}
	return failure;
}

function providerKeysOf(call: TaskCall): string[] {
	return Object.values(call.options?.providerKeys ?? {}).filter((key): key is string => typeof key === "string");
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
