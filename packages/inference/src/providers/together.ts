import { defineProvider } from "./kinds/definition.js";
import { kind } from "./kinds/kind.js";
import { STEPS_FIELD } from "./kinds/payload.js";

export const together = defineProvider({
	id: "together",
	label: "Together",
	host: "https://api.together.xyz",
	authScheme: "Bearer",
	// Images come back as JSON base64, speech as the audio bytes.
	mediaAnswers: { "text-to-speech": "bytes" },
	tasks: {
		"text-to-image": kind("openai-images", {
			responseFormat: "base64",
			base64Path: ["data", 0, "b64_json"],
			fieldNames: STEPS_FIELD,
		}),
		conversational: kind("openai-chat"),
		"text-generation": kind("completions-text-generation"),
		"text-to-video": kind("together-video", { input: "text" }),
		"image-to-video": kind("together-video", { input: "image" }),
		"feature-extraction": kind("openai-embeddings"),
		"automatic-speech-recognition": kind("openai-transcription"),
		// Kokoro models need a voice; af_alloy is the one Together's examples use.
		"text-to-speech": kind("openai-speech", { defaultVoice: { models: "kokoro", voice: "af_alloy" } }),
		// FLUX.1 Kontext models take one `image_url`; Together's other image models a `reference_images` list.
		"image-to-image": kind("openai-images", {
			responseFormat: "base64",
			base64Path: ["data", 0, "b64_json"],
			imageInput: { listField: "reference_images", singleField: "image_url", singleFieldModels: ["flux.1", "kontext"] },
			fieldNames: STEPS_FIELD,
		}),
	},
});
