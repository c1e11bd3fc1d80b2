import type { ProviderDefinition } from "./kinds/definition.js";
import { openAiChat } from "./kinds/openai-chat.js";
import { openAiImages } from "./kinds/openai-images.js";

export const nscale: ProviderDefinition = {
	id: "nscale",
	host: "https://inference.api.nscale.com",
	authScheme: "Bearer",
	tasks: {
		conversational: openAiChat(),
		"text-to-image": openAiImages({ responseFormat: "b64_json", base64Path: ["data", 0, "b64_json"] }),
	},
};
