import { defineProvider } from "./kinds/definition.js";
import { kind } from "./kinds/kind.js";

export const fireworksAi = defineProvider({
	id: "fireworks-ai",
	label: "Fireworks AI",
	host: "https://api.fireworks.ai",
	authScheme: "Bearer",
	keyVariable: "FIREWORKS_AI_API_KEY",
	mediaAnswers: "json",
	tasks: { conversational: kind("openai-chat", "inference/v1/chat/completions") },
});
