import type { ChatCompletionInput } from "@modelyard/tasks";
import type { BreakerOptions, RoutingState } from "./client-state/routing-state.js";
import type { InferenceErrorKind } from "./errors/index.js";
import type { RetryOptions } from "./http/index.js";
import type { HubCache } from "./hub-cache/hub-cache.js";
import type { AuthMethod, InferenceProviderMappingEntry, InferenceTask, ModelId } from "./hub-types.js";
import type { InferenceProvider } from "./providers/index.js";
import type { JobHandle } from "./providers/protocols/job-handle.js";
import type { TelemetryOption } from "./telemetry/options.js";

export type { AuthMethod, InferenceProviderMappingEntry, InferenceTask, ModelId } from "./hub-types.js";
export { INFERENCE_PROVIDERS, type InferenceProvider } from "./providers/index.js";
export type { JobHandle } from "./providers/protocols/job-handle.js";

/**
 * A provider, or `"auto"`: the first provider of the model's hub mapping whose status is `live` and that this
 * client supports for the task (a `staging` or `error` entry serves only a caller who names its provider).
 */
export type InferenceProviderOrPolicy = InferenceProvider | "auto";

export interface Options {
	/**
	 * Retry when the server answers 503 (model loading), with backoff. Default true. False: no retry at all (3.x
	 * retried nothing else), the `retry` policy included.
	 */
	retry_on_error?: boolean;
	/** The fetch used for EVERY call of a request: hub lookups, the main call, polling and output downloads. */
	fetch?: typeof fetch;
	/** Aborts every call of the request. */
	signal?: AbortSignal;
	/** `true` means `"include"`; a string is passed as the RequestInit `credentials`. */
	includeCredentials?: string | boolean;
	/** Organisation billed for the request: sent as the `X-HF-Bill-To` header. */
	billTo?: string;
	/** Addition: time budget in milliseconds for the whole call, retries and polling included. */
	timeout?: number;
	/**
	 * Addition: most retries of the call, whatever their cause (default: no limit for 503s, bounded by `signal`
	 * and `timeout`; `retry.limit` for 429s and connection errors).
	 */
	maxRetries?: number;
	/**
	 * Addition: the bounded retries of 429 answers and connection errors (default: 2 retries, honouring
	 * `Retry-After` up to 60 s), before any byte of the answer was read; `{ limit: 0 }` turns them off.
	 */
	retry?: RetryOptions;
	/** Addition: hub base URL (default https://huggingface.co). */
	hubUrl?: string;
	/** Addition: router base URL (default https://router.huggingface.co). */
	routerUrl?: string;
	/**
	 * Addition: where hub answers (provider mappings, default models) are cached. Default: the InferenceClient's
	 * own cache, or for the free functions the shared one.
	 */
	hubCache?: HubCache;
	/**
	 * Addition: a deadline in milliseconds for the follow-ups of a provider's answer: polling a job (fal-ai's queue,
	 * Black Forest Labs, WaveSpeed, Together, Novita, Z.ai), the 503 retries of those polls, the result and output
	 * downloads; default 10 minutes. Past it the call fails with InferenceClientTimeoutError, carrying the accepted
	 * job's handle as `error.jobHandle` (see `jobHandleOf`): resume it, never submit it again. `timeout` still bounds
	 * the whole call.
	 */
	pollTimeout?: number;
	/**
	 * Addition: on a failure that another provider may not have (connection, timeout, 408, 429, 5xx, 404 or not
	 * served, 401/403, invalid output), try the next provider of the list. Default: on for a provider list or a
	 * `policy`, off otherwise. `on` replaces the kinds that fall back; `maxAttempts` bounds the providers tried.
	 */
	fallback?: boolean | { on?: readonly InferenceErrorKind[]; maxAttempts?: number };
	/**
	 * Addition: the order providers are tried in, with `provider: "auto"` (the model's live providers) or a list:
	 * `preferred` (the mapping's or list's order), `fastest` (measured by this client, then the router's published
	 * latency and throughput), `cheapest` (the router's published price; unknown prices last). Implies fallback.
	 */
	policy?: "preferred" | "fastest" | "cheapest";
	/** Addition: the longest one provider may take to answer (ms) before the next one is tried. */
	attemptTimeout?: number;
	/** Addition: when the first provider has not answered (first byte; first event of a stream) within this many ms, the next one is started too; the first success wins, the other is cancelled. */
	hedgeAfterMs?: number;
	/** Addition: per (model, provider) breakers of the client (see BreakerOptions); `false` turns them off. */
	breaker?: BreakerOptions | false;
	/** Addition: each provider's own key, sent only to that provider, directly. */
	providerKeys?: Partial<Record<InferenceProvider, string>>;
	/**
	 * Addition: called once, as soon as a provider accepted an asynchronous job (fal-ai's queue, Replicate, Black
	 * Forest Labs, WaveSpeed, Together and Novita videos, Z.ai images), before its first poll, with a handle to keep:
	 * `resumeJob(handle)` follows the job from another process, `cancelJob(handle)` cancels it. A synchronous
	 * answer never calls it. With it, Replicate is not asked to hold its answer (`Prefer: wait`). A hook that throws
	 * or rejects does not abandon the job: the failure goes to `onWarning` and the job is followed on.
	 */
	onJob?: (job: JobHandle) => void;
	/** Addition: called once per call, success or failure, with what happened (see Receipt). */
	onReceipt?: (receipt: Receipt) => void;
	/** Addition: where warnings (staging mappings, deprecations) go, instead of console.warn (the default). */
	onWarning?: (message: string) => void;
	/**
	 * Addition: where breakers and measured provider stats live. Default: the InferenceClient's own; the free
	 * functions keep none between calls unless given one.
	 */
	routingState?: RoutingState;
	/**
	 * Addition: OpenTelemetry spans and metrics of the call (GenAI conventions); off by default. `true` uses the global
	 * tracer and meter of `@opentelemetry/api` (an optional peer dependency, loaded only then).
	 */
	telemetry?: TelemetryOption;
}

/** One provider tried (or skipped) during a call. */
export interface ReceiptAttempt {
	provider: string;
	/** How long the attempt ran, in ms (0 when skipped). */
	ms: number;
	/** When it started, in ms after the call began (a trace's timeline); not for a skipped one. */
	startMs?: number;
	/** The last HTTP status it got. */
	status?: number;
	/** Why it failed (InferenceErrorKind), when it did. */
	kind?: InferenceErrorKind;
	errorName?: string;
	requestId?: string;
	/** Started by `hedgeAfterMs`, while the previous attempt was still running. */
	hedged?: boolean;
	/** Stopped because another attempt answered first. */
	cancelled?: boolean;
	/** Not tried, and why (no credential, breaker open, not served). */
	skipped?: string;
	/** The id of the job the provider accepted (asynchronous providers). */
	jobId?: string;
}

/** What happened in one call: JSON-serialisable, and holds no token, key nor URL. */
export interface Receipt {
	task: string | undefined;
	model: string | undefined;
	/** Who served: the provider, or for router policies the router's `x-inference-provider` answer ("auto" without it). */
	provider: string | undefined;
	providerModelId?: string;
	routedBy: "client" | "router";
	ok: boolean;
	attempts: ReceiptAttempt[];
	latencyMs: number;
	firstByteMs?: number;
	firstTokenMs?: number;
	/** The answer's token counts (chat). */
	usage?: Record<string, unknown>;
	/** When the router publishes the provider's price for the model and the answer has usage. */
	costUsd?: number;
	requestId?: string;
	/** A stream that failed after its first event: the events the caller got. */
	partialEvents?: number;
}

export interface BaseArgs {
	/** A hub token (`hf_...`, routed through the hub router) or a provider key (sent straight to the provider). */
	accessToken?: string;
	/** A hub model id. URLs are refused: use `endpointUrl`. */
	model?: ModelId;
	/** A URL to call instead of the router (hf-inference only). */
	endpointUrl?: string;
	/** Default `"hf-inference"`. Addition: an ordered list of providers, tried in turn (see `fallback`). */
	provider?: InferenceProviderOrPolicy | readonly InferenceProvider[];
}

export type RequestArgs = BaseArgs &
	(
		| { data: Blob | ArrayBuffer }
		| { inputs: unknown }
		| { prompt: string }
		| { text: string }
		| { audio_url: string }
		| ChatCompletionInput
	) & {
		parameters?: Record<string, unknown>;
	};

export interface HeaderParams {
	accessToken?: string;
	authMethod: AuthMethod;
}

export interface UrlParams {
	authMethod: AuthMethod;
	model: string;
	task?: InferenceTask;
}

export interface BodyParams<T extends Record<string, unknown> = Record<string, unknown>> {
	args: T;
	model: string;
	mapping?: InferenceProviderMappingEntry;
	task?: InferenceTask;
}
