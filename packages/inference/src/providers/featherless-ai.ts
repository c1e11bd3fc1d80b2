import { defineProvider } from "./kinds/definition.js";
import { kind } from "./kinds/kind.js";

export const featherlessAi = defineProvider({
	id: "featherless-ai",
	label: "Featherless AI",
	host: "https://api.featherless.ai",
	authScheme: "Bearer",
	tasks: { conversational: kind("openai-chat"), "text-generation": kind("completions-text-generation") },
});
