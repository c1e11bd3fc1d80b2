import { defineProvider } from "./kinds/definition.js";
import { kind } from "./kinds/kind.js";

export const nscale = defineProvider({
	id: "nscale",
	label: "Nscale",
	host: "https://inference.api.nscale.com",
	authScheme: "Bearer",
	tasks: {
		"text-to-image": kind("openai-images", { responseFormat: "b64_json", base64Path: ["data", 0, "b64_json"] }),
		conversational: kind("openai-chat"),
	},
});
