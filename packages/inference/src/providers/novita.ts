import { defineProvider } from "./kinds/definition.js";
import { kind } from "./kinds/kind.js";

const CHAT_PATH = "v3/openai/chat/completions";

export const novita = defineProvider({
	id: "novita",
	label: "Novita",
	host: "https://api.novita.ai",
	authScheme: "Bearer",
	tasks: {
		conversational: kind("openai-chat", CHAT_PATH),
		"text-generation": kind("chat-text-generation", CHAT_PATH),
		"text-to-video": kind("novita-video", { input: "text" }),
		// MiniMax video models: the first frame and the prompt as `content` parts.
		"image-text-to-video": kind("novita-video", { input: "image-and-text" }),
	},
});
