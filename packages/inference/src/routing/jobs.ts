import { DEFAULT_POLL_TIMEOUT_MS, HF_HUB_URL } from "../config.js";
import { InferenceClientInputError, InferenceClientJobError, redactSecrets, secretsOf } from "../errors/index.js";
import { type FollowUps, fetchBody } from "../http/index.js";
import type { InferenceTask } from "../hub-types.js";
import type { JobHandle, JobProtocol, ProviderDefinition, ResponseContext } from "../providers/index.js";
import { ALL_PROTOCOLS } from "../providers/protocols/index.js";
import { followJob, withJobHandle } from "../providers/protocols/job.js";
import { jobHandleProblem } from "../providers/protocols/job-handle.js";
import type { AuthMethod, InferenceProvider, Options } from "../types.js";
import type { Attempt } from "./attempts.js";
import { authMethodFor, authorizationHeader } from "./auth.js";
import { receiptWanted, sendReceipt, startRecord, withReceipt } from "./call-record.js";
import { providerDefinition, taskHandler } from "./handlers.js";
import { type CallSession, createSession, warningSink } from "./session.js";
import { providerBaseUrl, trimTrailingSlashes } from "./url.js";
import { userAgent } from "./user-agent.js";

// A job kept as a handle (`onJob`), followed or cancelled later, maybe by another program: never submitted again.

export interface JobOptions extends Options {
	/** A hub token for a job that went through the router, the provider's key for one sent to its host. */
	accessToken?: string;
	/** `"url"`: an image job's URL instead of a Blob, as the original call's option. */
	outputType?: "url" | "blob";
}

/**
 * Polls a job from its handle and downloads its output: what the task function that submitted it would have
 * returned. A job the provider reports failed throws the error that call would have thrown; one the provider does
 * not know (expired) an InferenceClientJobError with reason `not-found`. Any other error (the network, a 5xx, a
 * refused credential, `pollTimeout`) leaves the job as it was: it carries the handle (`error.jobHandle`), to try
 * again later.
 */
export async function resumeJob(handle: JobHandle, options: JobOptions = {}): Promise<unknown> {
	const job = checkedHandle(handle);
	// A call like any other: one attempt (the job's), its receipt to `onReceipt` and its telemetry.
	const call = { warn: warningSink(options), secrets: () => secretsOf(credentialFor(job, options)) };
	const record = startRecord(job.task, { model: job.model }, options, call.warn);
	record.plan = { candidates: [], fallback: false, model: job.model, routedBy: "client" };
	const attempt: Attempt = { provider: job.provider, startedAt: record.startedAt, jobId: job.id };
	record.attempts.push(attempt);
	try {
		const value = await followFromHandle(job, options, attempt);
		attempt.endedAt = Date.now();
		record.telemetry?.then((telemetry) => telemetry?.output(value));
		if (receiptWanted(record, options)) sendReceipt(record, options, call, { ok: true, winner: attempt });
		if (record.ended) await record.ended;
		return value;
	} catch (error) {
		attempt.endedAt = Date.now();
		attempt.error = error;
		const receipt = sendReceipt(record, options, call, { ok: false }, error);
		if (record.ended) await record.ended;
		throw withReceipt(withJobHandle(error, job), receipt);
	}
}

function followFromHandle(job: JobHandle, options: JobOptions, attempt: Attempt): Promise<unknown> {
	return withJobSession(job, options, async (target, session) => {
		// Telemetry reads the host the job is followed at (never in a receipt).
		attempt.url = target.base;
		const followUps: FollowUps = {
			session,
			pollTimeout: options.pollTimeout ?? DEFAULT_POLL_TIMEOUT_MS,
			provider: job.provider,
			providerLabel: target.provider.label ?? job.provider,
		};
		const context: ResponseContext = {
			request: {
				task: job.task as InferenceTask,
				args: {},
				providerModelId: job.providerModelId,
				authMethod: target.authMethod,
				stream: false,
				hubUrl: trimTrailingSlashes(options.hubUrl ?? HF_HUB_URL),
				providerLabel: followUps.providerLabel,
			},
			outputType: options.outputType,
			sent: { url: target.base, headers: target.headers },
			base: target.base,
			followUps,
			resumed: true,
		};
		try {
			return await followJob(target.job, job, context);
		} finally {
			followUps.phase?.end();
		}
	});
}

/**
 * Whether the job's provider offers a cancel (fal-ai's queue, Replicate), read from the protocol that follows it:
 * what `cancelJob` would send a request for. False for anything that is not a handle of a known provider and task.
 */
export function canCancelJob(handle: unknown): boolean {
	if (jobHandleProblem(handle) !== undefined) return false;
	try {
		return jobProtocolOf(handle as JobHandle).cancel !== undefined;
	} catch {
		// An unknown provider, or a task it answers at once: nothing to cancel.
		return false;
	}
}

/**
 * Cancels a job where its provider can (fal-ai's queue, Replicate); elsewhere an InferenceClientJobError with
 * reason `cancel-unsupported`, before any request.
 */
export async function cancelJob(handle: JobHandle, options: JobOptions = {}): Promise<void> {
	const job = checkedHandle(handle);
	const cancel = jobProtocolOf(job).cancel;
	if (cancel === undefined) {
		throw new InferenceClientJobError(
			`${job.provider} offers no way to cancel a job: job ${job.id} runs until it ends (its cost is the provider's to tell)`,
			{ reason: "cancel-unsupported", provider: job.provider, jobId: job.id },
		);
	}
	await withJobSession(job, options, async (target, session) => {
		const { method, path } = cancel(job);
		const url = `${target.base}/${path.replace(/^\/+/, "")}`;
		await fetchBody(
			{ url, method, headers: target.headers },
			session.httpOptions({ service: "provider", provider: job.provider }),
		);
	});
}

interface JobTarget {
	provider: ProviderDefinition;
	authMethod: AuthMethod;
	base: string;
	headers: Record<string, string>;
	job: JobProtocol;
}

/** Runs `use` with the job's provider, base, credentials and a session; errors come back without the secrets. */
async function withJobSession<T>(
	job: JobHandle,
	options: JobOptions,
	use: (target: JobTarget, session: CallSession) => Promise<T>,
): Promise<T> {
	const provider = providerDefinition(job.provider);
	const accessToken = credentialFor(job, options);
	const session = createSession(options);
	try {
		const authMethod = authMethodFor(provider, accessToken, options.includeCredentials);
		if ((authMethod === "provider-key") !== (job.via === "provider")) {
			throw new InferenceClientInputError(
				job.via === "provider"
					? `This job went to ${job.provider} with its own key: resume it with that key (accessToken or providerKeys).`
					: "This job went through the router: resume it with a hub token (hf_...).",
			);
		}
		const { host } = taskHandler(provider, job.task as InferenceTask, ALL_PROTOCOLS);
		const headers = authorizationHeader(provider, authMethod, accessToken);
		headers["User-Agent"] = userAgent();
		Object.assign(headers, provider.headers);
		const base = trimTrailingSlashes(providerBaseUrl(provider, authMethod, session.routerUrl, host));
		return await use({ provider, authMethod, base, headers, job: jobProtocolOf(job) }, session);
	} catch (error) {
		// The caller's own abort reason comes back as the very object given, as from any call.
		if (session.signal?.aborted && error === session.signal.reason) throw error;
		throw redactSecrets(error, secretsOf(accessToken));
	} finally {
		session.end();
	}
}

/** The job's credential: the provider's key from `providerKeys` for a job sent to its host, else `accessToken`. */
function credentialFor(job: JobHandle, options: JobOptions): string | undefined {
	const key = job.via === "provider" ? options.providerKeys?.[job.provider as InferenceProvider] : undefined;
	return key ?? options.accessToken;
}

function jobProtocolOf(job: JobHandle): JobProtocol {
	const handler = taskHandler(providerDefinition(job.provider), job.task as InferenceTask, ALL_PROTOCOLS);
	if (handler.job === undefined) {
		throw new InferenceClientInputError(
			`${job.provider} answers ${job.task} at once: there is no job to resume or cancel.`,
		);
	}
	return handler.job;
}

/** The handle as onJob gave it, or a clear error naming what is wrong (before any network call). */
function checkedHandle(handle: unknown): JobHandle {
	const problem = jobHandleProblem(handle);
	if (problem !== undefined) {
		throw new InferenceClientInputError(
			`Not a job handle (${problem}): pass the object onJob gave, as JSON.parse read it back.`,
		);
	}
	return handle as JobHandle;
}
