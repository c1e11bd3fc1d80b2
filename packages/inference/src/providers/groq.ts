import type { ProviderDefinition } from "./kinds/definition.js";
import { openAiChat } from "./kinds/openai-chat.js";
import { chatTextGeneration } from "./kinds/text-generation.js";

const CHAT_PATH = "openai/v1/chat/completions";

/** Groq has no completions route: text generation is sent as a one-message chat (3.x sent a body it rejects). */
export const groq: ProviderDefinition = {
	id: "groq",
	host: "https://api.groq.com",
	authScheme: "Bearer",
	tasks: { conversational: openAiChat(CHAT_PATH), "text-generation": chatTextGeneration(CHAT_PATH) },
};
