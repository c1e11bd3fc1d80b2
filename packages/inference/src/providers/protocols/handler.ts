import type { FollowUps, RequestBody } from "../../http/index.js";
import type { AuthMethod, InferenceProviderMappingEntry, InferenceTask } from "../../hub-types.js";
import type { JobHandle, JobTicket } from "./job-handle.js";

export type { RequestBody } from "../../http/index.js";

/** What a task handler needs to build a request: all of it known before any network call. */
export interface RequestContext {
	task: InferenceTask | undefined;
	/** The caller's arguments minus accessToken, endpointUrl, provider and model. */
	args: Record<string, unknown>;
	/** The model id on the provider's side (from the hub mapping), or the hub id for endpoints. */
	providerModelId: string;
	mapping?: InferenceProviderMappingEntry;
	authMethod: AuthMethod;
	stream: boolean;
	/** The hub the call's mapping came from: adapter weights (fal LoRAs) are read from it. */
	hubUrl: string;
	/** The provider's name for messages (ProviderDefinition.label). */
	providerLabel: string;
}

/** Network access for response decoding (output downloads, polling), bound to the caller's fetch/signal/timeout. */
export interface ResponseContext {
	request: RequestContext;
	outputType: "url" | "blob" | undefined;
	/** The call that produced the answer (queue APIs poll next to it, with the same auth). */
	sent: { url: string; headers: Record<string, string> };
	/**
	 * The base the call went to: the router's `{routerUrl}/{provider}` or the provider's own host. A job's status,
	 * result and cancel paths sit below it, so the call's credentials never go to another host.
	 */
	base: string;
	/** Told of a job the provider accepted, once, before its first poll (the attempt loop, the caller's `onJob`). */
	accepted?(job: JobHandle): void;
	/** Following a job from its handle (resumeJob): a job the provider does not know is a typed error. */
	resumed?: true;
	/** The answer's follow-up calls (http's getFollowUpJson, downloadFollowUp, followUpSleep) and their deadline. */
	followUps: FollowUps;
}

/** How one provider serves one task: route, body and (optionally) how to normalise the answer. */
export interface TaskHandler {
	/** Path below the provider's base URL (router `{routerUrl}/{provider}` or the provider's own host). */
	route(context: RequestContext): string;
	/** The provider's own host for this task, when it differs from the provider's (fal's queue host). */
	host?: string;
	body(context: RequestContext): RequestBody;
	/**
	 * Refuses arguments this API cannot take, as soon as the provider is known: for a named provider, before any
	 * network call (the hub lookup included). The body refuses them too, for providers chosen by `auto`.
	 */
	checkArgs?(args: Record<string, unknown>): void;
	/**
	 * The API takes raw bytes as the whole body (hf-inference): the legacy `data` argument is sent as is. Any
	 * other protocol builds its own body, and gets `data` as its input (fal's speech recognition makes a data: URL).
	 */
	sendsDataRaw?: true;
	/** How a job it submits is followed, resumed from its handle, and cancelled (asynchronous providers). */
	job?: JobProtocol;
	/** Turn the decoded answer (JSON value or Blob) into the shape the task function expects. */
	decode?(output: unknown, context: ResponseContext): Promise<unknown>;
	/** A fresh decoder per stream (it may keep state, e.g. the text so far) for each streamed event. */
	eventDecoder?(): (event: unknown) => unknown;
}

/** A provider's asynchronous jobs: what its submit answer names, how the job is polled, how it is cancelled. */
export interface JobProtocol {
	/** The job the submit answer names (its id and the paths polling it needs); throws when it names none. */
	accepted(answer: unknown, context: ResponseContext): JobTicket;
	/** Polls the job until done and returns the task's output; a failed job throws the call's error. */
	follow(job: JobHandle, context: ResponseContext): Promise<unknown>;
	/** The request cancelling the job, below `base`; absent where the provider has no cancel. */
	cancel?(job: JobHandle): { method: "POST" | "PUT"; path: string };
}
