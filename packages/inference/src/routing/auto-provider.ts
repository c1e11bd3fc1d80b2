import { PROVIDERS } from "../providers/index.js";
import type { InferenceProviderMappingEntry, InferenceTask } from "../types.js";
import { isInferenceProvider, supportsTask } from "./handlers.js";

/** What the `auto` rule reads of a mapping entry (the client's normalised entries, or a page's own copy). */
export type AutoCandidate = Pick<InferenceProviderMappingEntry, "provider" | "status">;

/**
 * The entries of a model's mapping whose provider this client supports for the task, in the hub's order (the
 * user's preference order).
 */
export function supportedEntries<Entry extends AutoCandidate>(entries: readonly Entry[], task: InferenceTask): Entry[] {
	return entries.filter(
		(entry) => isInferenceProvider(entry.provider) && supportsTask(PROVIDERS[entry.provider], task),
	);
}

/**
 * Addition: the entry `provider: "auto"` stands for, by the rule the client's own calls use: the first `live`
 * entry of the mapping whose provider this client supports for the task. A `staging` or `error` entry is never
 * auto's (it serves only a caller who names its provider); with none, `undefined` (a call would fail with a
 * routing error naming the model's providers).
 */
export function autoProviderEntry<Entry extends AutoCandidate>(
	entries: readonly Entry[],
	task: InferenceTask,
): Entry | undefined {
	return supportedEntries(entries, task).find((entry) => entry.status === "live");
}
