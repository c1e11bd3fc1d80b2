import { defineProvider } from "./protocols/definition.js";
import { STEPS_FIELD } from "./protocols/payload.js";
import { protocol } from "./protocols/reference.js";

export const together = defineProvider({
	id: "together",
	label: "Together",
	host: "https://api.together.xyz",
	authScheme: "Bearer",
	// Images come back as JSON base64, speech as the audio bytes.
	mediaAnswers: { "text-to-speech": "bytes" },
	tasks: {
		"text-to-image": protocol("openai-images", {
			responseFormat: "base64",
			base64Path: ["data", 0, "b64_json"],
			fieldNames: STEPS_FIELD,
		}),
		conversational: protocol("openai-chat"),
		"text-generation": protocol("completions-text-generation"),
		"text-to-video": protocol("together-video", { input: "text" }),
		"image-to-video": protocol("together-video", { input: "image" }),
		"feature-extraction": protocol("openai-embeddings"),
		"automatic-speech-recognition": protocol("openai-transcription"),
		// Kokoro models need a voice; af_alloy is the one Together's examples use.
		"text-to-speech": protocol("openai-speech", { defaultVoice: { models: "kokoro", voice: "af_alloy" } }),
		// FLUX.1 Kontext models take one `image_url`; Together's other image models a `reference_images` list.
		"image-to-image": protocol("openai-images", {
			responseFormat: "base64",
			base64Path: ["data", 0, "b64_json"],
			imageInput: { listField: "reference_images", singleField: "image_url", singleFieldModels: ["flux.1", "kontext"] },
			fieldNames: STEPS_FIELD,
		}),
	},
});
