import { InferenceClientRoutingError, isRecord } from "../errors/index.js";
import { TASKS_KEY } from "../hub-cache/hub-cache.js";
import { readPath } from "../providers/protocols/payload.js";
import type { InferenceTask, ModelId } from "../types.js";
import { hubGetJson } from "./hub-get.js";
import type { CallSession } from "./session.js";

/** The task's first recommended model in the hub's `/api/tasks` (in the call's hub cache, like provider mappings). */
export async function defaultModelFor(task: InferenceTask, session: CallSession): Promise<ModelId> {
	const tasks = await session.hubCache.answersOf(session.hubUrl).get(
		TASKS_KEY,
		async () => {
			const body = await hubGetJson(TASKS_KEY, session, undefined, {
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
