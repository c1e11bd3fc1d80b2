import { defineProvider } from "./protocols/definition.js";
import { protocol } from "./protocols/reference.js";

export const zaiOrg = defineProvider({
	id: "zai-org",
	label: "Z.ai",
	host: "https://api.z.ai",
	authScheme: "Bearer",
	keyVariable: "ZAI_API_KEY",
	// Z.ai's API asks partners' calls to name their channel, and answers in English when told so.
	headers: { "x-source-channel": "hugging_face", "accept-language": "en-US,en" },
	tasks: {
		conversational: protocol("openai-chat", "api/paas/v4/chat/completions"),
		"text-to-image": protocol("zai-image"),
		"image-to-text": protocol("zai-ocr"),
	},
});
