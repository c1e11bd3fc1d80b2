// @modelyard/inference: a drop-in for the exports of @huggingface/inference 3.x, plus a few additions
// (typed errors, hub cache control, the hub/router URL constants). Every module is side-effect free.

// 3.x re-exported these two task types of @huggingface/tasks.
export type { TextGenerationInput, TextGenerationOutput } from "@modelyard/tasks";
export { HfInference, InferenceClient, InferenceClientEndpoint } from "./client.js";
export type { Observed } from "./client-state/observed.js";
export {
	type BreakerOptions,
	type ProviderStats,
	RoutingState,
	type RoutingStateOptions,
} from "./client-state/routing-state.js";
export { HF_HEADER_X_BILL_TO, HF_HUB_URL, HF_ROUTER_URL } from "./config.js";
export {
	AbortError,
	ConnectionError,
	type HttpRequestInfo,
	type HttpResponseInfo,
	InferenceClientError,
	InferenceClientHttpError,
	InferenceClientHubApiError,
	InferenceClientInputError,
	InferenceClientJobError,
	InferenceClientProviderApiError,
	InferenceClientRoutingError,
	InferenceClientStreamError,
	InferenceClientTimeoutError,
	type InferenceErrorKind,
	InferenceOutputError,
	kindOfError,
	TimeoutError,
} from "./errors/index.js";
export type { RetryEvent, RetryOptions } from "./http/index.js";
/** Addition: the client's retry policy pieces, so @modelyard/batch retries and waits as the client does. */
export { cannotHaveReachedServer, parseRetryAfter, rateLimitBackoff, realSleep, retryDelay } from "./http/index.js";
/** Addition (as in later 4.x): the provider definitions, e.g. to list which providers serve a task. */
export { PROVIDERS, type ProviderDefinition } from "./providers/index.js";
export type { ProviderCapabilities } from "./routing/capabilities-of.js";
/** Addition: the Hub's model info, search, provider mapping and whoami, the router's model list, with the client's token rule and cache. */
export {
	type HubModelInfo,
	type HubModelSummary,
	type HubReadOptions,
	type HubWhoAmI,
	hubModelInfo,
	hubProviderMapping,
	hubSearchModels,
	hubWhoAmI,
	type RouterModel,
	routerModelList,
} from "./routing/hub-read.js";
/** Addition: the provider `provider: "auto"` picks from a model's mapping, by the client's own rule. */
export {
	type AutoCandidate,
	autoProviderEntry,
	cancelJob,
	clearProviderMappingCache,
	DEFAULT_HUB_CACHE_MAX_ENTRIES,
	DEFAULT_HUB_CACHE_TTL_MS,
	HubCache,
	type HubCacheOptions,
	type JobOptions,
	resumeJob,
	setHubCacheTtl,
} from "./routing/index.js";
export * as snippets from "./snippets/index.js";
export * from "./tasks/index.js";
export type { TelemetryMeter, TelemetryOption, TelemetrySpan, TelemetryTracer } from "./telemetry/options.js";
export {
	type AuthMethod,
	type BaseArgs,
	type BodyParams,
	type HeaderParams,
	INFERENCE_PROVIDERS,
	type InferenceProvider,
	type InferenceProviderMappingEntry,
	type InferenceProviderOrPolicy,
	type InferenceTask,
	type JobHandle,
	type ModelId,
	type Options,
	type Receipt,
	type ReceiptAttempt,
	type RequestArgs,
	type UrlParams,
} from "./types.js";
