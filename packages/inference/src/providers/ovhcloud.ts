import { defineProvider } from "./kinds/definition.js";
import { kind } from "./kinds/kind.js";

export const ovhcloud = defineProvider({
	id: "ovhcloud",
	label: "OVHcloud",
	host: "https://oai.endpoints.kepler.ai.cloud.ovh.net",
	authScheme: "Bearer",
	// The variable OVHcloud's AI Endpoints documentation exports the access token in.
	keyVariable: "OVH_AI_ENDPOINTS_ACCESS_TOKEN",
	tasks: {
		conversational: kind("openai-chat"),
		"text-generation": kind("completions-text-generation"),
	},
});
