import { defineProvider } from "./protocols/definition.js";
import { protocol } from "./protocols/reference.js";

const CHAT_PATH = "v3/openai/chat/completions";

export const novita = defineProvider({
	id: "novita",
	label: "Novita",
	host: "https://api.novita.ai",
	authScheme: "Bearer",
	tasks: {
		conversational: protocol("openai-chat", CHAT_PATH),
		"text-generation": protocol("chat-text-generation", CHAT_PATH),
		"text-to-video": protocol("novita-video", { input: "text" }),
		// MiniMax video models: the first frame and the prompt as `content` parts.
		"image-text-to-video": protocol("novita-video", { input: "image-and-text" }),
	},
});
