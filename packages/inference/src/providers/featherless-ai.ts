import type { ProviderDefinition } from "./kinds/definition.js";
import { openAiChat } from "./kinds/openai-chat.js";
import { completionsTextGeneration } from "./kinds/text-generation.js";

export const featherlessAi: ProviderDefinition = {
	id: "featherless-ai",
	host: "https://api.featherless.ai",
	authScheme: "Bearer",
	tasks: { conversational: openAiChat(), "text-generation": completionsTextGeneration() },
};
