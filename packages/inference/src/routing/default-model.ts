import { InferenceClientRoutingError } from "../errors/index.js";
import { isRecord, readPath } from "../providers/kinds/payload.js";
import type { InferenceTask, ModelId } from "../types.js";
import { hubGetJson } from "./hub-get.js";
import type { CallSession } from "./session.js";
import { createTtlCache, hubCacheTtl } from "./ttl-cache.js";

const tasksCache = createTtlCache<Record<string, unknown>>(hubCacheTtl);

export function clearDefaultModelCache(): void {
	tasksCache.clear();
}

/** The task's first recommended model in the hub's `/api/tasks` (cached like provider mappings). */
export async function defaultModelFor(task: InferenceTask, session: CallSession): Promise<ModelId> {
	const tasks = await tasksCache.get(
		session.hubUrl,
		async () => {
			const body = await hubGetJson("/api/tasks", session, undefined, {
				onError: "Failed to load tasks definitions from Hugging Face Hub.",
			});
			if (!isRecord(body))
				throw new InferenceClientRoutingError("Failed to load tasks definitions from Hugging Face Hub.");
			return body;
		},
		session.signal,
	);
	const modelId = readPath(tasks, [task, "models", 0, "id"]);
	if (typeof modelId !== "string") {
		throw new InferenceClientRoutingError(
			`No default model defined for task ${task}, please define the model explicitly.`,
		);
	}
	return modelId;
}
