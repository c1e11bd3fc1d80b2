import type { JobHandle, JobOptions, Options, Receipt } from "@modelyard/inference";
import type { CallBudget, Usage } from "./budget.js";
import type { CallSpec } from "./call-spec.js";
import type { Lane } from "./limiter.js";
import { watchRateLimitHeaders } from "./limiter.js";
import { buildArgs } from "./row-args.js";

/** One request of a row as the runner saw it (the client's receipt, when it gives one, says more). */
export interface AttemptRecord {
	provider?: string;
	ms: number;
	status?: number;
	kind?: string;
	errorName?: string;
}

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
	attempts: AttemptRecord[];
	latencyMs: number;
	usage?: Usage;
	costUsd?: number;
}

export interface RowError {
	name: string;
	kind: string;
	status?: number;
	message: string;
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
	lane: Lane;
	budget: CallBudget;
	/** Requests of a row before its error line is written (runner-level retries of rate limits, 5xx, resets). */
	maxAttempts: number;
	/** Media columns given as relative paths are read from here (the input file's folder). */
	baseDir: string;
	/** The caller's fetch: wrapped to watch rate-limit headers and passed on every call; none: the client's own. */
	fetch?: typeof fetch;
	signal?: AbortSignal;
	/** Turns a media result (Blob) into what the line holds, e.g. a file written beside the output. */
	saveMedia: (blob: Blob, index: number) => Promise<unknown>;
	/** Wraps each request once the lane let it through: the queue mode holds a cross-worker slot there. */
	hold?: <T>(request: () => Promise<T>) => Promise<T>;
	/** Where rows' job handles are kept (embedded runs: JobJournal): a row with one resumes it, never resubmits. */
	jobs?: { kept(index: number): JobHandle | undefined; keep(index: number, job: JobHandle): void };
}

type ResumeJob = (handle: JobHandle, options: JobOptions) => Promise<unknown>;

/** Failures worth another request: the same input may well succeed later. */
const RETRIED_KINDS = new Set(["rate-limit", "server", "connection", "timeout", "stream"]);

/** Whether a failure of this kind is worth another request later (a 400 is not: it would fail the same). */
export const isRetriedKind = (kind: string): boolean => RETRIED_KINDS.has(kind);

interface ErrorFields {
	name?: string;
	kind?: string;
	message?: string;
	status?: number;
	httpResponse?: { status?: number; retryAfterMs?: number };
	receipt?: Receipt;
}

export function describeError(error: unknown): RowError {
	const fields = (error ?? {}) as ErrorFields;
	const status = fields.httpResponse?.status ?? fields.status;
	return {
		name: fields.name ?? "Error",
		kind: fields.kind ?? "unknown",
		...(status === undefined || status === 0 ? {} : { status }),
		message: fields.message ?? String(error),
	};
}

const sleep = (ms: number, signal?: AbortSignal) =>
	new Promise<void>((resolve) => {
		const timer = setTimeout(done, ms);
		function done() {
			clearTimeout(timer);
			signal?.removeEventListener("abort", done);
			resolve();
		}
		signal?.addEventListener("abort", done, { once: true });
	});

async function saveResult(result: unknown, index: number, ctx: RowContext): Promise<unknown> {
	return result instanceof Blob ? await ctx.saveMedia(result, index) : result;
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
	const fetchFn = ctx.fetch ? watchRateLimitHeaders(ctx.fetch, lane) : undefined;
	const method = (ctx.client as Record<string, (args: unknown, options: unknown) => Promise<unknown>>)[spec.method] as (
		args: unknown,
		options: unknown,
	) => Promise<unknown>;
	const attempts: AttemptRecord[] = [];
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
	for (let attempt = 1; ; attempt++) {
		try {
			await lane.acquire(ctx.signal);
		} catch {
			return undefined;
		}
		if (!ctx.budget.take()) {
			lane.release(false);
			return undefined;
		}
		const options: Options = {
			// The runner owns retries (and paces the whole lane on a rate limit): the client tries once per request.
			retry: { limit: 0 },
			maxRetries: 0,
			onReceipt: (clientReceipt) => clientReceipts.push(clientReceipt),
			...(spec.policy ? { policy: spec.policy as Options["policy"] } : {}),
			...(fetchFn ? { fetch: fetchFn } : {}),
			...(ctx.signal ? { signal: ctx.signal } : {}),
			...(ctx.jobs ? { onJob: (job: JobHandle) => ctx.jobs?.keep(index, job) } : {}),
		};
		const requestStarted = Date.now();
		try {
			// A row whose job a provider accepted (this run, or one killed before it) follows that job: one submission ever.
			const job = ctx.jobs?.kept(index);
			const resume = (ctx.client as { resumeJob?: ResumeJob }).resumeJob;
			const request = () =>
				job && resume ? resume.call(ctx.client, job, options) : method.call(ctx.client, args, options);
			const result = await (ctx.hold ? ctx.hold(request) : request());
			lane.release(true);
			attempts.push({ ...(provider ? { provider } : {}), ms: Date.now() - requestStarted, status: 200 });
			const usage = (result as { usage?: Usage } | null)?.usage;
			const last = clientReceipts[clientReceipts.length - 1];
			const costUsd = ctx.budget.spend(
				usage ?? (last?.usage as Usage | undefined),
				last?.costUsd as number | undefined,
			);
			return {
				id,
				index,
				ok: true,
				result: await saveResult(result, index, ctx),
				receipt: receipt(true, { ...(usage ? { usage } : {}), ...(costUsd === undefined ? {} : { costUsd }) }),
			};
		} catch (error) {
			const described = describeError(error);
			const fields = error as ErrorFields;
			if (fields?.receipt && !clientReceipts.includes(fields.receipt)) clientReceipts.push(fields.receipt);
			attempts.push({
				...(provider ? { provider } : {}),
				ms: Date.now() - requestStarted,
				...(described.status ? { status: described.status } : {}),
				kind: described.kind,
				errorName: described.name,
			});
			if (described.kind === "rate-limit") lane.rateLimited(fields?.httpResponse?.retryAfterMs);
			lane.release(false);
			if (ctx.signal?.aborted) return undefined;
			if (!isRetriedKind(described.kind) || attempt >= ctx.maxAttempts) {
				return { id, index, ok: false, error: described, receipt: receipt(false) };
			}
			// A rate limit paused the lane already; other failures back off on their own, with jitter.
			if (described.kind !== "rate-limit") await sleep(Math.random() * Math.min(8000, 250 * 2 ** attempt), ctx.signal);
		}
	}
}
