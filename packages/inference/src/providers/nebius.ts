import type { ProviderDefinition } from "./kinds/definition.js";
import { kind } from "./kinds/kind.js";

export const nebius: ProviderDefinition = {
	id: "nebius",
	host: "https://api.studio.nebius.ai",
	authScheme: "Bearer",
	tasks: {
		conversational: kind("openai-chat"),
		"text-generation": kind("completions-text-generation"),
		"text-to-image": kind("openai-images", { responseFormat: "b64_json", base64Path: ["data", 0, "b64_json"] }),
	},
};
