import type { ProviderDefinition } from "./kinds/definition.js";
import { openAiChat } from "./kinds/openai-chat.js";
import { openAiImages } from "./kinds/openai-images.js";
import { completionsTextGeneration } from "./kinds/text-generation.js";

export const together: ProviderDefinition = {
	id: "together",
	host: "https://api.together.xyz",
	authScheme: "Bearer",
	tasks: {
		conversational: openAiChat(),
		"text-generation": completionsTextGeneration(),
		"text-to-image": openAiImages({ responseFormat: "base64", base64Path: ["data", 0, "b64_json"] }),
	},
};
