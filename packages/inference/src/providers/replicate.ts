import { defineProvider } from "./protocols/definition.js";
import { protocol } from "./protocols/reference.js";

export const replicate = defineProvider({
	id: "replicate",
	label: "Replicate",
	host: "https://api.replicate.com",
	authScheme: "Bearer",
	// Ask Replicate to answer once the prediction is done instead of returning a pending one.
	waitHeaders: { Prefer: "wait" },
	tasks: {
		"text-to-image": protocol("replicate-prediction", {
			inputFields: ["prompt"],
			output: "image",
		}),
		"text-to-speech": protocol("replicate-prediction", {
			inputFields: ["text"],
			output: "media",
			expected: "Expected Blob or object with output",
		}),
		"text-to-video": protocol("replicate-prediction", {
			inputFields: ["prompt"],
			output: "media",
			expected: "Expected { output: string }",
		}),
		"automatic-speech-recognition": protocol("replicate-prediction", {
			inputFields: ["audio"],
			fileType: "audio/wav",
			output: "text",
		}),
		// Image models name their image input differently: each of these fields gets it.
		"image-to-image": protocol("replicate-prediction", {
			inputFields: ["image", "input_image"],
			listFields: ["images", "input_images"],
			fileType: "image/jpeg",
			output: "media",
		}),
	},
});
