import { INFERENCE_PROVIDERS, type InferenceProvider, type InferenceProviderOrPolicy } from "@modelyard/inference";

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

/**
 * What `auto` stands for, as the client resolves it: the first live provider of the mapping. A staging entry is
 * never auto's (the client uses it only when its provider is named): with none live, auto has no provider.
 */
export function autoProvider(providers: ProviderEntry[]): ProviderEntry | undefined {
	return providers.find((entry) => entry.status === "live");
}

/** The entry a choice stands for (`auto` resolved as the client resolves it). */
export function entryFor(providers: ProviderEntry[], choice: InferenceProviderOrPolicy): ProviderEntry | undefined {
	return choice === "auto" ? autoProvider(providers) : providers.find((entry) => entry.provider === choice);
}
