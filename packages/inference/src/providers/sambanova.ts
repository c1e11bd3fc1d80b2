import { defineProvider } from "./kinds/definition.js";
import { kind } from "./kinds/kind.js";

export const sambanova = defineProvider({
	id: "sambanova",
	label: "Sambanova",
	host: "https://api.sambanova.ai",
	authScheme: "Bearer",
	tasks: {
		conversational: kind("openai-chat"),
		// 3.x sent the caller's `inputs` beside `input` (QUIRKS.md: kept).
		"feature-extraction": kind("openai-embeddings", { keepsCallerArgs: true }),
	},
});
