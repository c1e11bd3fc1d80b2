import type { ProviderDefinition } from "./kinds/definition.js";
import { kind } from "./kinds/kind.js";

export const sambanova: ProviderDefinition = {
	id: "sambanova",
	label: "Sambanova",
	host: "https://api.sambanova.ai",
	authScheme: "Bearer",
	tasks: { conversational: kind("openai-chat"), "feature-extraction": kind("openai-embeddings") },
};
