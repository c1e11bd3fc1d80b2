import type { ProviderDefinition } from "./kinds/definition.js";
import { openAiChat } from "./kinds/openai-chat.js";

export const fireworksAi: ProviderDefinition = {
	id: "fireworks-ai",
	host: "https://api.fireworks.ai",
	authScheme: "Bearer",
	tasks: { conversational: openAiChat("inference/v1/chat/completions") },
};
