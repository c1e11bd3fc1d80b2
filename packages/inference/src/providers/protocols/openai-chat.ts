import { defineProtocol } from "./define.js";
import type { RequestBody, RequestContext, TaskHandler } from "./handler.js";
import { argsWith } from "./payload.js";

/** The OpenAI chat body: the caller's arguments + the provider's model id (+ `stream`). */
export function openAiChatBody({ args, providerModelId, stream }: RequestContext): RequestBody {
	return argsWith(args, stream ? { stream: true, model: providerModelId } : { model: providerModelId });
}

/** OpenAI-compatible chat completions on a fixed route. */
export const openAiChat = /* @__PURE__ */ defineProtocol("openai-chat", (path = "v1/chat/completions"): TaskHandler => {
	return {
		route: () => path,
		body: openAiChatBody,
	};
});
