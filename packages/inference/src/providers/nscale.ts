import { defineProvider } from "./protocols/definition.js";
import { protocol } from "./protocols/reference.js";

export const nscale = defineProvider({
	id: "nscale",
	label: "Nscale",
	host: "https://inference.api.nscale.com",
	authScheme: "Bearer",
	tasks: {
		"text-to-image": protocol("openai-images", { responseFormat: "b64_json", base64Path: ["data", 0, "b64_json"] }),
		conversational: protocol("openai-chat"),
	},
});
