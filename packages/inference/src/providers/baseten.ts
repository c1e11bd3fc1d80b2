import { defineProvider } from "./protocols/definition.js";
import { protocol } from "./protocols/reference.js";

export const baseten = defineProvider({
	id: "baseten",
	label: "Baseten",
	host: "https://inference.baseten.co",
	authScheme: "Bearer",
	tasks: { conversational: protocol("openai-chat") },
});
