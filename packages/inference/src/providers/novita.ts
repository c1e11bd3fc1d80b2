import type { ProviderDefinition } from "./kinds/definition.js";
import { openAiChat } from "./kinds/openai-chat.js";
import { chatTextGeneration } from "./kinds/text-generation.js";

const CHAT_PATH = "v3/openai/chat/completions";

export const novita: ProviderDefinition = {
	id: "novita",
	host: "https://api.novita.ai",
	authScheme: "Bearer",
	tasks: { conversational: openAiChat(CHAT_PATH), "text-generation": chatTextGeneration(CHAT_PATH) },
};
