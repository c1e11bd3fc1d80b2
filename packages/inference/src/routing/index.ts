import { clearDefaultModelCache } from "./default-model.js";
import { clearMappingCache } from "./provider-mapping.js";

export { type BuildRequestInput, type BuiltRequest, buildRequest } from "./build-request.js";
export { normaliseMapping } from "./provider-mapping.js";
export type { ResolvedCall, TaskCall } from "./resolve.js";
export { runStreamingTask, runTask } from "./run-task.js";
export { DEFAULT_HUB_CACHE_TTL_MS, setHubCacheTtl } from "./ttl-cache.js";

/** Forget cached provider mappings and default models (the next call asks the hub again). */
export function clearProviderMappingCache(): void {
	clearMappingCache();
	clearDefaultModelCache();
}
