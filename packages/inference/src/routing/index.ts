export {
	clearProviderMappingCache,
	DEFAULT_HUB_CACHE_MAX_ENTRIES,
	DEFAULT_HUB_CACHE_TTL_MS,
	HubCache,
	type HubCacheOptions,
	setHubCacheTtl,
} from "../hub-cache/hub-cache.js";
export { type AutoCandidate, autoProviderEntry } from "./auto-provider.js";
export { type BuildRequestInput, type BuiltRequest, buildRequest } from "./build-request.js";
export { canCancelJob, cancelJob, type JobOptions, resumeJob } from "./jobs.js";
export { normaliseMapping } from "./provider-mapping.js";
export type { TaskCall } from "./resolve.js";
export { runStreamingTask, runTask } from "./run-task.js";
export { warningSink } from "./session.js";
