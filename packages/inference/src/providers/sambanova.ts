import { defineProvider } from "./protocols/definition.js";
import { protocol } from "./protocols/reference.js";

export const sambanova = defineProvider({
	id: "sambanova",
	label: "Sambanova",
	host: "https://api.sambanova.ai",
	authScheme: "Bearer",
	tasks: {
		conversational: protocol("openai-chat"),
		// 3.x sent the caller's `inputs` beside `input` (QUIRKS.md: kept).
		"feature-extraction": protocol("openai-embeddings", { keepsCallerArgs: true }),
	},
});
