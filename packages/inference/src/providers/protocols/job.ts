import {
	InferenceClientError,
	InferenceClientInputError,
	InferenceClientJobError,
	InferenceClientTimeoutError,
	InferenceOutputError,
} from "../../errors/index.js";
import { getFollowUpJson } from "../../http/index.js";
import type { JobProtocol, RequestContext, ResponseContext, TaskHandler } from "./handler.js";
import { imageFromUrl, mediaFromUrl } from "./image-output.js";
import type { JobHandle, JobTicket } from "./job-handle.js";
import { isLeftUnfinished, type PollStep, pollUntilDone } from "./polling.js";

// The one mechanism of asynchronous jobs (fal's queue, Replicate, Black Forest Labs, WaveSpeed, Z.ai images,
// Together and Novita videos): a protocol reads the job from the submit answer (a ticket), the handle is made from
// it here, announced once, then the protocol follows the job from the handle: the same code whether the job was
// just submitted or is resumed from a handle kept elsewhere.

/** The handler fields of a protocol whose answers are jobs: the job, and the decoder that follows it. */
export function asJob(job: JobProtocol): Pick<TaskHandler, "job" | "decode"> {
	return { job, decode: (answer, context) => followAccepted(job, answer, context) };
}

/** Follows the job a submit answer names: its handle goes to `context.accepted` before the first poll. */
export function followAccepted(job: JobProtocol, answer: unknown, context: ResponseContext): Promise<unknown> {
	const handle = jobHandle(job.accepted(answer, context), context.request, context.followUps.provider);
	context.accepted?.(handle);
	return followJob(job, handle, context);
}

/**
 * Follows a job (just accepted, or resumed from its handle) to its output. An error that leaves it unfinished,
 * without the provider's word on it (a poll that kept failing, a refused credential, `pollTimeout`, the call's
 * timeout), carries the handle as `error.jobHandle`: the job runs on, billed, and is resumed from there, never
 * submitted again. The provider's own answer (the job failed, is unknown, or its result is not what the task
 * returns) comes as it is.
 */
export async function followJob(protocol: JobProtocol, job: JobHandle, context: ResponseContext): Promise<unknown> {
	try {
		return await protocol.follow(job, context);
	} catch (error) {
		throw withJobHandle(error, job);
	}
}

/**
 * The error with the job's handle on it (`error.jobHandle`) when it says nothing of how the job ended: anything
 * but the provider's own answer (failed, unknown job, a result that is not the task's). Only the client's own
 * errors are written to: the caller's abort reason comes back untouched.
 */
export function withJobHandle(error: unknown, job: JobHandle): unknown {
	if (outcomeUnknown(error)) {
		Object.defineProperty(error, "jobHandle", { value: job, enumerable: true, configurable: true, writable: true });
	}
	return error;
}

function outcomeUnknown(error: unknown): error is Error {
	if (error instanceof InferenceOutputError) return error.status !== undefined || isLeftUnfinished(error);
	return error instanceof InferenceClientError && !(error instanceof InferenceClientJobError);
}

function jobHandle(ticket: JobTicket, request: RequestContext, provider: string): JobHandle {
	return {
		version: 1,
		provider,
		task: request.task ?? "",
		model: request.mapping?.hfModelId ?? request.providerModelId,
		providerModelId: request.providerModelId,
		id: ticket.id,
		createdAt: new Date().toISOString(),
		via: request.authMethod === "provider-key" ? "provider" : "router",
		poll: ticket.poll,
	};
}

/** One of the handle's poll entries, or a clear error for a handle that lacks it (edited, or of another version). */
export function pollEntry(job: JobHandle, name: string): string {
	const value = job.poll[name];
	if (typeof value !== "string" || value === "") {
		throw new InferenceClientInputError(
			`This ${job.provider} job handle has no poll.${name}: pass the handle as onJob gave it.`,
		);
	}
	return value;
}

/** `base/path` for a path the handle holds, never another host: the call's credentials go below `base` only. */
export function belowBase(context: ResponseContext, path: string): string {
	return `${context.base}/${path.replace(/^\/+/, "")}`;
}

/**
 * A status read: when resuming, a 404 means the provider does not know the job (expired, or never accepted
 * there), a typed error; in the call that submitted it the 3.x output error stays.
 */
export async function readJobStatus(
	job: JobHandle,
	url: string,
	failure: string,
	headers: Record<string, string>,
	context: ResponseContext,
): Promise<unknown> {
	try {
		return await getFollowUpJson(url, failure, headers, context.followUps);
	} catch (error) {
		if (context.resumed && error instanceof InferenceOutputError && error.status === 404) {
			throw unknownJob(job, context, error);
		}
		throw error;
	}
}

export function unknownJob(job: JobHandle, context: ResponseContext, cause?: unknown): InferenceClientJobError {
	return new InferenceClientJobError(
		`${context.followUps.providerLabel} does not know job ${job.id}: it expired, or was never accepted there`,
		{ reason: "not-found", provider: job.provider, jobId: job.id, ...(cause === undefined ? {} : { cause }) },
	);
}

/** A job polled at one status path until it names its output URL (WaveSpeed, Z.ai, Together, Novita). */
export interface PolledJob {
	/** The provider's name in messages. */
	label: string;
	/** The job's id and its status path below the base, from the submit answer; throws when it names none. */
	accepted(answer: unknown, request: RequestContext): { id: string; statusPath: string };
	intervalMs: number;
	/** The provider's own limit on polls, on top of `options.pollTimeout`. */
	maxAttempts?: number;
	/** One status answer: the output URL once done, the status while running; throws when the job failed. */
	read(answer: unknown, job: JobHandle): PollStep<string>;
	/** Images honour `outputType: "url"`; other media are always downloaded. */
	output: "image" | "media";
}

/** Polls the status path (bounded by `options.pollTimeout`, and `maxAttempts` when set), then gets the output. */
export function polledJob(spec: PolledJob): JobProtocol {
	const { label, intervalMs, maxAttempts } = spec;
	return {
		accepted: (answer, context) => {
			const { id, statusPath } = spec.accepted(answer, context.request);
			return { id, poll: { status: statusPath } };
		},
		follow: async (job, context) => {
			const statusUrl = belowBase(context, pollEntry(job, "status"));
			const failure = `Failed to fetch the ${label} job status`;
			const url = await pollUntilDone(
				context,
				intervalMs,
				async () => spec.read(await readJobStatus(job, statusUrl, failure, context.sent.headers, context), job),
				maxAttempts === undefined
					? undefined
					: {
							attempts: maxAttempts,
							exhausted: (lastStatus) => {
								const waitedMs = maxAttempts * intervalMs;
								return new InferenceClientTimeoutError({
									timeoutMs: waitedMs,
									message: `${label} job did not complete after ${maxAttempts} polls (${waitedMs} ms; last status: ${lastStatus}); the provider's own limit`,
								});
							},
						},
			);
			return spec.output === "image" ? imageFromUrl(url, context) : mediaFromUrl(url, context);
		},
	};
}

/** A failed job's error: its provider, its status and the reason it gives, when it gives one. */
export function jobFailed(label: string, status: string, reason: unknown): InferenceOutputError {
	const detail = typeof reason === "string" && reason !== "" ? `: ${reason}` : "";
	return new InferenceOutputError(`${label} job ended with status ${status}${detail}`);
}

/** A submit answer without the field naming the job. */
export function noJobId(label: string, expected: string): InferenceOutputError {
	return new InferenceOutputError(`Expected ${expected} from ${label} when submitting a job`);
}
