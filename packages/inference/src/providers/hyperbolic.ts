import { defineProvider } from "./kinds/definition.js";
import { kind } from "./kinds/kind.js";

export const hyperbolic = defineProvider({
	id: "hyperbolic",
	label: "Hyperbolic",
	host: "https://api.hyperbolic.xyz",
	authScheme: "Bearer",
	tasks: {
		"text-to-image": kind("openai-images", { modelField: "model_name", base64Path: ["images", 0, "image"] }),
		conversational: kind("openai-chat"),
		"text-generation": kind("chat-text-generation"),
	},
});
