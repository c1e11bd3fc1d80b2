import type { ProviderDefinition } from "./kinds/definition.js";
import { openAiEmbeddings } from "./kinds/embeddings.js";
import { openAiChat } from "./kinds/openai-chat.js";

export const sambanova: ProviderDefinition = {
	id: "sambanova",
	host: "https://api.sambanova.ai",
	authScheme: "Bearer",
	tasks: { conversational: openAiChat(), "feature-extraction": openAiEmbeddings() },
};
