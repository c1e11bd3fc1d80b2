import type { ProviderDefinition } from "./kinds/definition.js";
import { openAiChat } from "./kinds/openai-chat.js";
import { openAiImages } from "./kinds/openai-images.js";
import { chatTextGeneration } from "./kinds/text-generation.js";

export const hyperbolic: ProviderDefinition = {
	id: "hyperbolic",
	host: "https://api.hyperbolic.xyz",
	authScheme: "Bearer",
	tasks: {
		conversational: openAiChat(),
		"text-generation": chatTextGeneration(),
		"text-to-image": openAiImages({ modelField: "model_name", base64Path: ["images", 0, "image"] }),
	},
};
