import { defineProvider } from "./kinds/definition.js";
import { kind } from "./kinds/kind.js";

export const cerebras = defineProvider({
	id: "cerebras",
	host: "https://api.cerebras.ai",
	authScheme: "Bearer",
	tasks: { conversational: kind("openai-chat") },
});
