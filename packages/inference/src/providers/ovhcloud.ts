import { defineProvider } from "./protocols/definition.js";
import { protocol } from "./protocols/reference.js";

export const ovhcloud = defineProvider({
	id: "ovhcloud",
	label: "OVHcloud",
	host: "https://oai.endpoints.kepler.ai.cloud.ovh.net",
	authScheme: "Bearer",
	// The variable OVHcloud's AI Endpoints documentation exports the access token in.
	keyVariable: "OVH_AI_ENDPOINTS_ACCESS_TOKEN",
	tasks: {
		conversational: protocol("openai-chat"),
		"text-generation": protocol("completions-text-generation"),
	},
});
