import { defineProvider } from "./kinds/definition.js";
import { kind } from "./kinds/kind.js";

export const fireworksAi = defineProvider({
	id: "fireworks-ai",
	host: "https://api.fireworks.ai",
	authScheme: "Bearer",
	tasks: { conversational: kind("openai-chat", "inference/v1/chat/completions") },
});
