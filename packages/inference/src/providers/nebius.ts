import { defineProvider } from "./protocols/definition.js";
import { protocol } from "./protocols/reference.js";

export const nebius = defineProvider({
	id: "nebius",
	label: "Nebius",
	host: "https://api.studio.nebius.ai",
	authScheme: "Bearer",
	tasks: {
		"text-to-image": protocol("openai-images", { responseFormat: "b64_json", base64Path: ["data", 0, "b64_json"] }),
		conversational: protocol("openai-chat"),
		"text-generation": protocol("completions-text-generation"),
	},
});
