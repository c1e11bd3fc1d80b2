import type { ProviderDefinition } from "./kinds/definition.js";
import { replicatePrediction } from "./kinds/replicate.js";

export const replicate: ProviderDefinition = {
	id: "replicate",
	host: "https://api.replicate.com",
	authScheme: "Bearer",
	// Ask Replicate to answer once the prediction is done instead of returning a pending one.
	headers: { Prefer: "wait" },
	tasks: {
		"text-to-image": replicatePrediction({ textField: "prompt", output: "image" }),
		"text-to-speech": replicatePrediction({ textField: "text", output: "media" }),
		"text-to-video": replicatePrediction({ textField: "prompt", output: "media" }),
	},
};
