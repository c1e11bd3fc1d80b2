// What the hub, the routing and the providers share: ids of models and tasks, mapping entries, auth methods.
// Nothing here depends on the provider list, so provider files can use it without an import cycle.
import type { PipelineType } from "@modelyard/tasks";

/** A model id on the hub, `owner/name`. */
export type ModelId = string;

/** Every pipeline of the hub except `other`, plus the chat widget's `conversational`. */
export type InferenceTask = Exclude<PipelineType, "other"> | "conversational";

export type AuthMethod = "none" | "hf-token" | "credentials-include" | "provider-key";

/** One provider's entry of a model's hub mapping, normalised from the keyed-object or the array form. */
export interface InferenceProviderMappingEntry {
	provider: string;
	hfModelId: ModelId;
	/** The model id on the provider's side. */
	providerId: string;
	/**
	 * `live`: served; `staging`: for tests; `error`: the hub reports the provider failing for this model. Only
	 * `live` entries are picked by `provider: "auto"`; the others serve only a caller who names their provider.
	 */
	status: "live" | "staging" | "error";
	task: string;
	adapter?: string;
	adapterWeightsPath?: string;
	type?: "single-model" | "tag-filter";
}
