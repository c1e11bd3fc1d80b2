import { defineProvider } from "./protocols/definition.js";
import { protocol } from "./protocols/reference.js";

const CHAT_PATH = "openai/v1/chat/completions";

/** Groq has no completions route: text generation is sent as a one-message chat (3.x sent a body it rejects). */
export const groq = defineProvider({
	id: "groq",
	label: "Groq",
	host: "https://api.groq.com",
	authScheme: "Bearer",
	tasks: {
		conversational: protocol("openai-chat", CHAT_PATH),
		"text-generation": protocol("chat-text-generation", CHAT_PATH),
	},
});
