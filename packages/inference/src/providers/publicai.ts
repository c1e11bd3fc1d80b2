import { defineProvider } from "./protocols/definition.js";
import { protocol } from "./protocols/reference.js";

export const publicai = defineProvider({
	id: "publicai",
	label: "Public AI",
	host: "https://api.publicai.co",
	authScheme: "Bearer",
	tasks: { conversational: protocol("openai-chat") },
});
