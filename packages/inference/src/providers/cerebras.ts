import type { ProviderDefinition } from "./kinds/definition.js";
import { openAiChat } from "./kinds/openai-chat.js";

export const cerebras: ProviderDefinition = {
	id: "cerebras",
	host: "https://api.cerebras.ai",
	authScheme: "Bearer",
	tasks: { conversational: openAiChat() },
};
