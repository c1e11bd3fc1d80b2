import { defineProvider } from "./protocols/definition.js";
import { protocol } from "./protocols/reference.js";

export const cerebras = defineProvider({
	id: "cerebras",
	host: "https://api.cerebras.ai",
	authScheme: "Bearer",
	tasks: { conversational: protocol("openai-chat") },
});
