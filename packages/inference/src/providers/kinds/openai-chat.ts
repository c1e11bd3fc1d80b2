import type { TaskHandler } from "./definition.js";
import { argsWith } from "./payload.js";

/** OpenAI-compatible chat completions: the caller's arguments + the provider's model id (+ `stream`). */
export function openAiChat(path = "v1/chat/completions"): TaskHandler {
	return {
		route: () => path,
		body: ({ args, providerModelId, stream }) =>
			argsWith(args, stream ? { stream: true, model: providerModelId } : { model: providerModelId }),
	};
}
