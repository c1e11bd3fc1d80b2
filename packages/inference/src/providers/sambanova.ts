import { defineProvider } from "./kinds/definition.js";
import { kind } from "./kinds/kind.js";

export const sambanova = defineProvider({
	id: "sambanova",
	label: "Sambanova",
	host: "https://api.sambanova.ai",
	authScheme: "Bearer",
	tasks: { conversational: kind("openai-chat"), "feature-extraction": kind("openai-embeddings") },
});
