import { defineProvider } from "./protocols/definition.js";
import { protocol } from "./protocols/reference.js";

export const featherlessAi = defineProvider({
	id: "featherless-ai",
	label: "Featherless AI",
	host: "https://api.featherless.ai",
	authScheme: "Bearer",
	tasks: { conversational: protocol("openai-chat"), "text-generation": protocol("completions-text-generation") },
});
