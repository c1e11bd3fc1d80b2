import type { ProviderDefinition } from "./kinds/definition.js";
import { kind } from "./kinds/kind.js";

export const replicate: ProviderDefinition = {
	id: "replicate",
	host: "https://api.replicate.com",
	authScheme: "Bearer",
	// Ask Replicate to answer once the prediction is done instead of returning a pending one.
	headers: { Prefer: "wait" },
	tasks: {
		"text-to-image": kind("replicate-prediction", { textField: "prompt", output: "image" }),
		"text-to-speech": kind("replicate-prediction", { textField: "text", output: "media" }),
		"text-to-video": kind("replicate-prediction", { textField: "prompt", output: "media" }),
	},
};
