import { defineProvider } from "./kinds/definition.js";
import { kind } from "./kinds/kind.js";

export const cerebras = defineProvider({
	id: "cerebras",
	label: "Cerebras",
	host: "https://api.cerebras.ai",
	authScheme: "Bearer",
	keyVariable: "CEREBRAS_API_KEY",
	mediaAnswers: "json",
	tasks: { conversational: kind("openai-chat") },
});
