import { defineProvider } from "./protocols/definition.js";
import { protocol } from "./protocols/reference.js";

export const hyperbolic = defineProvider({
	id: "hyperbolic",
	label: "Hyperbolic",
	host: "https://api.hyperbolic.xyz",
	authScheme: "Bearer",
	tasks: {
		"text-to-image": protocol("openai-images", { modelField: "model_name", base64Path: ["images", 0, "image"] }),
		conversational: protocol("openai-chat"),
		"text-generation": protocol("chat-text-generation"),
	},
});
