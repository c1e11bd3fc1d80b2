import { defineProvider } from "./kinds/definition.js";
import { kind } from "./kinds/kind.js";

export const baseten = defineProvider({
	id: "baseten",
	label: "Baseten",
	host: "https://inference.baseten.co",
	authScheme: "Bearer",
	tasks: { conversational: kind("openai-chat") },
});
