import {
	autoProviderEntry,
	INFERENCE_PROVIDERS,
	type InferenceProvider,
	type InferenceProviderOrPolicy,
	type InferenceTask,
} from "@modelyard/inference";
import type { ModelData } from "@modelyard/tasks";

/** One provider serving a model, as the Hub's inferenceProviderMapping says. */
export interface ProviderEntry {
	provider: InferenceProvider;
	/** The model's id on the provider's side. */
	providerId: string;
	status: "live" | "staging";
	task: string;
}

/** The Hub's mapping (the keyed object or the newer array), keeping the providers this client can call. */
export function providerEntries(mapping: unknown): ProviderEntry[] {
	const list: Array<Record<string, unknown>> = Array.isArray(mapping)
		? mapping
		: Object.entries((mapping ?? {}) as Record<string, object>).map(([provider, entry]) => ({ provider, ...entry }));
	return list.filter(
		(entry): entry is ProviderEntry & Record<string, unknown> =>
			(INFERENCE_PROVIDERS as readonly unknown[]).includes(entry["provider"]) &&
			(entry["status"] === "live" || entry["status"] === "staging"),
	);
}

/** The task the page calls a model with: chat for a conversational model (the run page's chat panel), else its pipeline. */
export function callTask(model: Pick<ModelData, "pipeline_tag" | "tags">): InferenceTask | undefined {
	return model.tags.includes("conversational") ? "conversational" : (model.pipeline_tag as InferenceTask | undefined);
}

/**
 * The entry a choice stands for. `auto` is asked of the client (its own rule: a staging entry is never auto's);
 * without a task, the client refuses `auto`, so it stands for none.
 */
export function entryFor(
	providers: ProviderEntry[],
	choice: InferenceProviderOrPolicy,
	task: InferenceTask | undefined,
): ProviderEntry | undefined {
	if (choice !== "auto") return providers.find((entry) => entry.provider === choice);
	return task === undefined ? undefined : autoProviderEntry(providers, task);
}
