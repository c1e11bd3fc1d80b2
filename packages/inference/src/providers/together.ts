import { defineProvider } from "./kinds/definition.js";
import { kind } from "./kinds/kind.js";

export const together = defineProvider({
	id: "together",
	label: "Together",
	host: "https://api.together.xyz",
	authScheme: "Bearer",
	tasks: {
		"text-to-image": kind("openai-images", { responseFormat: "base64", base64Path: ["data", 0, "b64_json"] }),
		conversational: kind("openai-chat"),
		"text-generation": kind("completions-text-generation"),
		"text-to-video": kind("together-video", { input: "text" }),
		"image-to-video": kind("together-video", { input: "image" }),
	},
});
