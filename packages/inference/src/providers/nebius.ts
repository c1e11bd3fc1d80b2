import type { ProviderDefinition } from "./kinds/definition.js";
import { openAiChat } from "./kinds/openai-chat.js";
import { openAiImages } from "./kinds/openai-images.js";
import { completionsTextGeneration } from "./kinds/text-generation.js";

export const nebius: ProviderDefinition = {
	id: "nebius",
	host: "https://api.studio.nebius.ai",
	authScheme: "Bearer",
	tasks: {
		conversational: openAiChat(),
		"text-generation": completionsTextGeneration(),
		"text-to-image": openAiImages({ responseFormat: "b64_json", base64Path: ["data", 0, "b64_json"] }),
	},
};
