import { defineProvider } from "./protocols/definition.js";
import { protocol } from "./protocols/reference.js";

export const cohere = defineProvider({
	id: "cohere",
	host: "https://api.cohere.com",
	authScheme: "Bearer",
	tasks: { conversational: protocol("openai-chat", "compatibility/v1/chat/completions") },
});
