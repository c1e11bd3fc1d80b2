import { defineProvider } from "./kinds/definition.js";
import { kind } from "./kinds/kind.js";

export const nebius = defineProvider({
	id: "nebius",
	label: "Nebius",
	host: "https://api.studio.nebius.ai",
	authScheme: "Bearer",
	tasks: {
		"text-to-image": kind("openai-images", { responseFormat: "b64_json", base64Path: ["data", 0, "b64_json"] }),
		conversational: kind("openai-chat"),
		"text-generation": kind("completions-text-generation"),
	},
});
