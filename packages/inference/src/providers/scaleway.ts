import { defineProvider } from "./kinds/definition.js";
import { kind } from "./kinds/kind.js";

export const scaleway = defineProvider({
	id: "scaleway",
	label: "Scaleway",
	host: "https://api.scaleway.ai",
	authScheme: "Bearer",
	// The variable Scaleway's Generative APIs documentation exports the API secret key in.
	keyVariable: "SCW_SECRET_KEY",
	tasks: {
		conversational: kind("openai-chat"),
		"text-generation": kind("completions-text-generation"),
		"feature-extraction": kind("openai-embeddings"),
	},
});
