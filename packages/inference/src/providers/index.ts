import { ALL_PROVIDERS } from "./all.js";
import type { ProviderDefinition } from "./protocols/definition.js";

type Listed = (typeof ALL_PROVIDERS)[number];

/** The id of every provider in `./all.ts`. */
export type InferenceProvider = Listed["id"];

const LISTED: readonly Listed[] = [...ALL_PROVIDERS].sort((a, b) => (a.id < b.id ? -1 : 1));

/** The ids of every provider this client can call, alphabetical (the 3.x `INFERENCE_PROVIDERS` order). */
export const INFERENCE_PROVIDERS: readonly InferenceProvider[] = LISTED.map((provider) => provider.id);

/** Every provider id in 3.x's registry order, then those added since: how error messages list them. */
export const LISTED_PROVIDER_IDS: readonly InferenceProvider[] = ALL_PROVIDERS.map((provider) => provider.id);

/** Every provider by id. */
export const PROVIDERS = Object.fromEntries(LISTED.map((provider) => [provider.id, provider])) as Readonly<
	Record<InferenceProvider, ProviderDefinition>
>;

export type { ProviderDefinition } from "./protocols/definition.js";
export type {
	JobProtocol,
	RequestBody,
	RequestContext,
	ResponseContext,
	TaskHandler,
} from "./protocols/handler.js";
export type { JobHandle } from "./protocols/job-handle.js";
