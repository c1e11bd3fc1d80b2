import { defineProvider } from "./kinds/definition.js";
import { kind } from "./kinds/kind.js";

export const publicai = defineProvider({
	id: "publicai",
	label: "Public AI",
	host: "https://api.publicai.co",
	authScheme: "Bearer",
	tasks: { conversational: kind("openai-chat") },
});
