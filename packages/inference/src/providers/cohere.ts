import type { ProviderDefinition } from "./kinds/definition.js";
import { openAiChat } from "./kinds/openai-chat.js";

export const cohere: ProviderDefinition = {
	id: "cohere",
	host: "https://api.cohere.com",
	authScheme: "Bearer",
	tasks: { conversational: openAiChat("compatibility/v1/chat/completions") },
};
