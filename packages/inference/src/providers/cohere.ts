import { defineProvider } from "./kinds/definition.js";
import { kind } from "./kinds/kind.js";

export const cohere = defineProvider({
	id: "cohere",
	label: "Cohere",
	host: "https://api.cohere.com",
	authScheme: "Bearer",
	keyVariable: "COHERE_API_KEY",
	mediaAnswers: "json",
	tasks: { conversational: kind("openai-chat", "compatibility/v1/chat/completions") },
});
