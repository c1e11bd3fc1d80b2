import { defineProvider } from "./kinds/definition.js";
import { kind } from "./kinds/kind.js";

export const replicate = defineProvider({
	id: "replicate",
	label: "Replicate",
	host: "https://api.replicate.com",
	authScheme: "Bearer",
	// Ask Replicate to answer once the prediction is done instead of returning a pending one.
	headers: { Prefer: "wait" },
	tasks: {
		"text-to-image": kind("replicate-prediction", {
			textField: "prompt",
			output: "image",
			expected: "Expected Replicate text-to-image response format",
		}),
		"text-to-speech": kind("replicate-prediction", {
			textField: "text",
			output: "media",
			expected: "Expected Blob or object with output",
		}),
		"text-to-video": kind("replicate-prediction", {
			textField: "prompt",
			output: "media",
			expected: "Expected { output: string }",
		}),
	},
});
