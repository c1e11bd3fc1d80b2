import {
	cannotHaveReachedServer,
	describeError,
	type ErrorDescription,
	type JobHandle,
	type JobOptions,
	type Options,
	type Receipt,
	type ReceiptAttempt,
	rateLimitBackoff,
	realSleep,
	retryDelay,
} from "@modelyard/inference";
import type { CallBudget, Usage } from "./budget.js";
import type { CallSpec } from "./call-spec.js";
import { cappedPause, type Lane, type LaneOf, watchRateLimitHeaders } from "./limiter.js";
import { namedProvider, ProviderHold, type ProviderLanes, providerOfUrl } from "./provider-lanes.js";
import { buildArgs } from "./row-args.js";

/**
 * What a row's line says of how it was served: the client's receipt (its `onReceipt`; who served, each provider
 * tried and why, first byte, request id, usage, cost) merged over what the runner measured, with the attempts
 * of every request the runner made for the row.
 */
export interface RowReceipt extends Partial<Omit<Receipt, "task" | "model" | "provider" | "attempts" | "usage">> {
	task: string;
	model?: string;
	provider?: string;
	ok: boolean;
	/** The client's attempts (its receipts'), or where it gave none, the runner's own of each request, same shape. */
	attempts: ReceiptAttempt[];
	latencyMs: number;
	usage?: Usage;
	costUsd?: number;
}

export interface RowError extends ErrorDescription {
	/** The request failed without an answer after it may have reached the provider (and been billed): not sent again. */
	mayHaveBeenReceived?: boolean;
}

/** One output line: exactly one per input row. */
export interface OutputLine {
	id: string;
	index: number;
	ok: boolean;
	result?: unknown;
	error?: RowError;
	receipt: RowReceipt;
}

export interface RowContext {
	client: object;
	spec: CallSpec;
	/** The run's own lane: its concurrency and rate (and, without `providers`, every rate-limit pause). */
	lane: Lane;
	/** One lane per serving provider: its cap and its rate-limit pauses. */
	providers?: ProviderLanes;
	budget: CallBudget;
	/** Retries of a row, whatever their cause, before its error line is written (as the client's `maxRetries`). */
	maxRetries: number;
	/**
	 * Send a row again after its request failed without an answer once it may have reached the provider (a dropped
	 * connection, a timeout, a cut answer): it may then be served and billed twice. Default false.
	 */
	resendOnConnectionLoss?: boolean;
	/** Media columns' file paths are read from here, and must stay under it (by default the input file's folder). */
	baseDir: string;
	/**
	 * The router every call goes through (given to each call): the serving provider is the path segment after it
	 * (caps per provider with `auto` or a list). Default: the client's own, recognised at the root of its host.
	 */
	routerUrl?: string;
	/** The caller's fetch: wrapped to watch rate-limit headers and passed on every call; none: the client's own. */
	fetch?: typeof fetch;
	signal?: AbortSignal;
	/** Turns a media result (Blob) into what the line holds, e.g. a file written beside the output. */
	saveMedia: (blob: Blob, index: number) => Promise<unknown>;
	/** Options added to each of a row's calls (`--otel`: telemetry tagged with the run and the row). */
	callOptions?: (row: { index: number; id: string }) => Options;
	/** Where rows' job handles are kept (embedded runs: JobJournal; the queue: PostgreSQL): see RowJobs. */
	jobs?: RowJobs;
	/**
	 * Whether rows may still submit new work; false: a row not yet sent stays unfinished (a resumed run sends it),
	 * while a job a provider already accepted is still followed to its end. Default: always.
	 */
	accepting?: () => boolean;
	/** Where the runner's warnings go (a job handle that could not be kept, a capped pause); default: nowhere. */
	onWarning?: (message: string) => void;
}

/**
 * Rows' job handles, kept as a provider accepts each job: a row with one follows it (`resumeJob`), never resubmits,
 * until the provider says it is done or failed: a poll that fails (no answer, a 5xx, a 429, a poll timeout) is
 * polled again, whatever `maxRetries`, in this process or, once it is stopped, by the next (--resume, the next
 * worker). A `keep` that answers a promise (a database write) holds the row's next request, the job's first poll,
 * until it settles; that needs `fetch` (the requests the runner can see). One that throws or rejects does not stop the
 * job: it is followed anyway, in this process (`onWarning` is told).
 */
export interface RowJobs {
	kept(index: number): JobHandle | undefined;
	keep(index: number, job: JobHandle): void | Promise<void>;
}

type ResumeJob = (handle: JobHandle, options: JobOptions) => Promise<unknown>;

/** Failures worth another request: the same input may well succeed later. */
const RETRIED_KINDS = new Set(["rate-limit", "server", "connection", "timeout", "stream"]);

/** Failures without a (whole) answer: the request may have reached the provider, unless it provably never left. */
const UNANSWERED_KINDS = new Set(["connection", "timeout", "stream"]);

/** Whether a failure of this kind is worth another request later (a 400 is not: it would fail the same). */
export const isRetriedKind = (kind: string): boolean => RETRIED_KINDS.has(kind);

/**
 * Whether a job a provider accepted is still worth polling after this failure: no (whole) answer, a 5xx, 429 or
 * 408, a poll timeout, or a 404 of the call that submitted it (following the handle tells an expired job apart, as
 * an InferenceClientJobError). The provider's word that the job failed, or no longer exists, ends it; so does a 404
 * while following the handle (an output gone), and an answer no retry can change (401, 403, 400): the row's error
 * line says so.
 */
export function jobStillRunning(described: RowError, followingHandle: boolean): boolean {
	if (described.name === "InferenceClientJobError") return false;
	if (RETRIED_KINDS.has(described.kind)) return true;
	const status = described.status;
	if (status === 404) return !followingHandle;
	return status !== undefined && (status === 408 || status === 429 || status >= 500);
}

/**
 * Whether a failed request may have reached the provider without its answer reaching us: then sending it again
 * may buy it twice. A refused connection (or a failed DNS lookup) never left: the client's own rule says so.
 */
function mayHaveBeenReceived(described: RowError, error: unknown): boolean {
	// A 408 is an answer: the server says it did not take the request.
	return UNANSWERED_KINDS.has(described.kind) && described.status !== 408 && !cannotHaveReachedServer(error);
}

/** What the runner reads of a failed call besides its description: the pause it asks for, and its receipt. */
interface ErrorFields {
	httpResponse?: { retryAfterMs?: number };
	receipt?: Receipt;
}

/**
 * Runs one row to its line: requests it (through the lane, within the budget), retries what is worth retrying,
 * and answers the line, success or error. Undefined when the run stopped first (budget spent, signal aborted):
 * the row is then not finished, and a resumed run sends it again.
 */
export async function executeRow(
	ctx: RowContext,
	index: number,
	id: string,
	columns: Record<string, unknown>,
): Promise<OutputLine | undefined> {
	const { spec, lane } = ctx;
	const named = namedProvider(spec);
	const method = (ctx.client as Record<string, (args: unknown, options: unknown) => Promise<unknown>>)[spec.method] as (
		args: unknown,
		options: unknown,
	) => Promise<unknown>;
	const attempts: ReceiptAttempt[] = [];
	const clientReceipts: Receipt[] = [];
	const started = Date.now();
	const provider = Array.isArray(spec.provider) ? spec.provider.join(",") : spec.provider;
	const receipt = (ok: boolean, extra: Partial<RowReceipt> = {}): RowReceipt => {
		const {
			task: _task,
			model: _model,
			provider: served,
			attempts: _attempts,
			usage: _usage,
			...last
		} = clientReceipts[clientReceipts.length - 1] ?? ({} as Partial<Receipt>);
		const clientAttempts = clientReceipts.flatMap((r) => r.attempts);
		const who = served ?? provider;
		return {
			task: spec.task,
			...(spec.model ? { model: spec.model } : {}),
			...(who ? { provider: who } : {}),
			...last,
			...extra,
			ok,
			attempts: clientAttempts.length >= attempts.length ? clientAttempts : attempts,
			latencyMs: Date.now() - started,
		};
	};
	let args: Record<string, unknown>;
	try {
		args = await buildArgs(spec, columns, ctx.baseDir, ctx.fetch ?? fetch, ctx.signal);
	} catch (error) {
		// A row whose media cannot be read is that row's error (kind "input"), not the run's: nothing was sent.
		if (ctx.signal?.aborted) return undefined;
		return { id, index, ok: false, error: describeError(error), receipt: receipt(false) };
	}
	// The job a provider accepted for this row (this run, or one stopped before it): followed, never submitted again.
	const resume = (ctx.client as { resumeJob?: ResumeJob }).resumeJob;
	let accepted: JobHandle | undefined;
	const jobOfRow = () => (resume ? (accepted ?? ctx.jobs?.kept(index)) : undefined);
	const keepJob = (job: JobHandle): Promise<void> => {
		const notKept = (error: unknown) =>
			ctx.onWarning?.(
				`row ${id}: the handle of ${job.provider} job ${job.id} could not be kept (${describeError(error).message}); the job is followed in this run, but a run stopped before it ends would submit the row again`,
			);
		try {
			return Promise.resolve(ctx.jobs?.keep(index, job)).catch(notKept);
		} catch (error) {
			notKept(error);
			return Promise.resolve();
		}
	};
	let attempt = 1;
	let follows = 0;
	for (;;) {
		const job = jobOfRow();
		try {
			await lane.acquire(ctx.signal);
		} catch {
			return undefined;
		}
		// A submission needs the budget and a run still taking new work; following a job already paid for needs neither.
		if (!job && (ctx.accepting?.() === false || !ctx.budget.take())) {
			lane.release(false);
			return undefined;
		}
		// The serving provider's slot (with its cross-worker one in the queue): taken now when the spec names it, else
		// when routing picks it (its URL).
		const providerHold = ctx.providers ? new ProviderHold(ctx.providers) : undefined;
		const laneOf: LaneOf = providerHold
			? (url, signal) => {
					const to = providerOfUrl(url, ctx.routerUrl) ?? named;
					return to ? providerHold.enter(to, signal) : undefined;
				}
			: () => lane;
		// The job handle being kept: the job's next request (its first poll) waits until it is.
		let keeping: Promise<void> | undefined;
		const keptFirst =
			(send: typeof fetch): typeof fetch =>
			async (input, init) => {
				await keeping;
				return send(input, init);
			};
		const fetchFn = ctx.fetch ? watchRateLimitHeaders(keptFirst(ctx.fetch), laneOf) : undefined;
		// Who served this request as far as the runner knows (the client's receipt, when it gives one, says better).
		const servedBy = () => providerHold?.provider ?? named ?? provider ?? "auto";
		const release = (ok: boolean) => {
			providerHold?.release(ok);
			lane.release(ok);
		};
		if (providerHold && named) {
			try {
				await providerHold.enter(named, ctx.signal);
			} catch {
				release(false);
				return undefined;
			}
		}
		// A list without the providers paused now: their rate limit holds up only their own calls.
		const requestArgs =
			ctx.providers && Array.isArray(spec.provider)
				? { ...args, provider: ctx.providers.available(spec.provider) }
				: args;
		const options: Options = {
			// The runner owns retries (and pauses the serving provider on a rate limit): the client tries once per request.
			retry: { limit: 0 },
			maxRetries: 0,
			onReceipt: (clientReceipt) => clientReceipts.push(clientReceipt),
			...(spec.policy ? { policy: spec.policy as Options["policy"] } : {}),
			...(ctx.routerUrl ? { routerUrl: ctx.routerUrl } : {}),
			...(fetchFn ? { fetch: fetchFn } : {}),
			...(ctx.signal ? { signal: ctx.signal } : {}),
			...(ctx.jobs
				? {
						onJob: (job: JobHandle) => {
							accepted = job;
							keeping = keepJob(job);
						},
					}
				: {}),
			...ctx.callOptions?.({ index, id }),
		};
		const requestStarted = Date.now();
		let result: unknown;
		try {
			result =
				job && resume
					? await resume.call(ctx.client, job, options)
					: await method.call(ctx.client, requestArgs, options);
		} catch (error) {
			const described = describeError(error);
			const fields = error as ErrorFields;
			if (fields?.receipt && !clientReceipts.includes(fields.receipt)) clientReceipts.push(fields.receipt);
			attempts.push({
				provider: servedBy(),
				ms: Date.now() - requestStarted,
				...(described.status ? { status: described.status } : {}),
				kind: described.kind,
				errorName: described.name,
			});
			// A rate limit pauses the lane of the provider that refused (the watched fetch did, unless it had none);
			// a provider the runner cannot name (a router policy's) makes only this row wait.
			let rowWait = 0;
			if (described.kind === "rate-limit") {
				const retryAfterMs = fields?.httpResponse?.retryAfterMs;
				const refusedBy = providerHold?.provider ?? named;
				const refused = !ctx.providers ? lane : refusedBy ? ctx.providers.get(refusedBy) : undefined;
				if (!refused)
					rowWait = cappedPause(
						retryAfterMs ?? rateLimitBackoff(attempt - 1, Math.random),
						"the router",
						ctx.onWarning,
					);
				else if (refused.pausedUntil <= Date.now()) refused.rateLimited(retryAfterMs);
			}
			release(false);
			if (ctx.signal?.aborted) return undefined;
			// A job the provider accepted is polled again until it says done or failed: it is paid for, and its handle is
			// all a poll needs. Only a submit whose answer never came falls under the rule below.
			const followed = jobOfRow();
			if (followed) {
				if (!jobStillRunning(described, job !== undefined))
					return { id, index, ok: false, error: described, receipt: receipt(false) };
				const wait = described.kind === "rate-limit" ? rowWait : retryDelay(follows++, undefined, Math.random);
				try {
					await realSleep(wait, ctx.signal);
				} catch {
					return undefined;
				}
				continue;
			}
			const unanswered = mayHaveBeenReceived(described, error);
			if (unanswered && !ctx.resendOnConnectionLoss) {
				const error = {
					...described,
					message: `${described.message} (the request may have reached the provider, and been billed: not sent again; pass --resend-on-connection-loss, or resendOnConnectionLoss, to send such rows again)`,
					mayHaveBeenReceived: true,
				};
				return { id, index, ok: false, error, receipt: receipt(false) };
			}
			if (!isRetriedKind(described.kind) || attempt > ctx.maxRetries) {
				return { id, index, ok: false, error: described, receipt: receipt(false) };
			}
			// Other failures back off as the client does (full jitter).
			const wait = described.kind === "rate-limit" ? rowWait : retryDelay(attempt - 1, undefined, Math.random);
			attempt++;
			try {
				await realSleep(wait, ctx.signal);
			} catch {
				return undefined;
			}
			continue;
		}
		attempts.push({ provider: servedBy(), ms: Date.now() - requestStarted, status: 200 });
		// Released once, here: the request is over whatever becomes of its result (a failed save included).
		release(true);
		const usage = (result as { usage?: Usage } | null)?.usage;
		const last = clientReceipts[clientReceipts.length - 1];
		const costUsd = ctx.budget.spend(usage ?? (last?.usage as Usage | undefined), last?.costUsd as number | undefined);
		const served = receipt(true, { ...(usage ? { usage } : {}), ...(costUsd === undefined ? {} : { costUsd }) });
		try {
			const saved = result instanceof Blob ? await ctx.saveMedia(result, index) : result;
			return { id, index, ok: true, result: saved, receipt: served };
		} catch (error) {
			// The provider answered (and billed): the row is not sent again, its line says the answer was not saved.
			const described = describeError(error);
			const message = `the answer could not be saved: ${described.message}`;
			return {
				id,
				index,
				ok: false,
				error: { ...described, kind: "output", message },
				receipt: { ...served, ok: false },
			};
		}
	}
}
