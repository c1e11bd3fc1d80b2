import { defineProvider } from "./kinds/definition.js";
import { kind } from "./kinds/kind.js";

export const cohere = defineProvider({
	id: "cohere",
	host: "https://api.cohere.com",
	authScheme: "Bearer",
	tasks: { conversational: kind("openai-chat", "compatibility/v1/chat/completions") },
});
