import { defineProvider } from "./protocols/definition.js";
import { protocol } from "./protocols/reference.js";

export const scaleway = defineProvider({
	id: "scaleway",
	label: "Scaleway",
	host: "https://api.scaleway.ai",
	authScheme: "Bearer",
	// The variable Scaleway's Generative APIs documentation exports the API secret key in.
	keyVariable: "SCW_SECRET_KEY",
	tasks: {
		conversational: protocol("openai-chat"),
		"text-generation": protocol("completions-text-generation"),
		"feature-extraction": protocol("openai-embeddings"),
	},
});
