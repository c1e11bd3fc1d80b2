import type { ChatCompletionInput } from "@modelyard/tasks";
import type { RetryOptions } from "./http/index.js";
import type { HubCache } from "./hub-cache/hub-cache.js";
import type { AuthMethod, InferenceProviderMappingEntry, InferenceTask, ModelId } from "./hub-types.js";
import type { InferenceProvider } from "./providers/index.js";

export type { AuthMethod, InferenceProviderMappingEntry, InferenceTask, ModelId } from "./hub-types.js";
export { INFERENCE_PROVIDERS, type InferenceProvider } from "./providers/index.js";

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
	 * downloads; default 10 minutes. Past it the call fails with InferenceClientTimeoutError. `timeout` still bounds
	 * the whole call.
	 */
	pollTimeout?: number;
}

export interface BaseArgs {
	/** A hub token (`hf_...`, routed through the hub router) or a provider key (sent straight to the provider). */
	accessToken?: string;
	/** A hub model id. URLs are refused: use `endpointUrl`. */
	model?: ModelId;
	/** A URL to call instead of the router (hf-inference only). */
	endpointUrl?: string;
	/** Default `"hf-inference"`. */
	provider?: InferenceProviderOrPolicy;
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
