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
			inputFields: ["prompt"],
			output: "image",
		}),
		"text-to-speech": kind("replicate-prediction", {
			inputFields: ["text"],
			output: "media",
			expected: "Expected Blob or object with output",
		}),
		"text-to-video": kind("replicate-prediction", {
			inputFields: ["prompt"],
			output: "media",
			expected: "Expected { output: string }",
		}),
		"automatic-speech-recognition": kind("replicate-prediction", {
			inputFields: ["audio"],
			fileType: "audio/wav",
			output: "text",
		}),
		// Image models name their image input differently: each of these fields gets it.
		"image-to-image": kind("replicate-prediction", {
			inputFields: ["image", "input_image"],
			listFields: ["images", "input_images"],
			fileType: "image/jpeg",
			output: "media",
		}),
	},
});
