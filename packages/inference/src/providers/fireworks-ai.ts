import { defineProvider } from "./protocols/definition.js";
import { protocol } from "./protocols/reference.js";

export const fireworksAi = defineProvider({
	id: "fireworks-ai",
	host: "https://api.fireworks.ai",
	authScheme: "Bearer",
	tasks: { conversational: protocol("openai-chat", "inference/v1/chat/completions") },
});
