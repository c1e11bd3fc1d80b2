import { defineProvider } from "./kinds/definition.js";
import { kind } from "./kinds/kind.js";

/** The audio fal decodes (a data: URL of any other type is refused). */
const FAL_AUDIO_TYPES = ["audio/mpeg", "audio/mp4", "audio/wav", "audio/x-wav"];

export const falAi = defineProvider({
	id: "fal-ai",
	label: "Fal.ai",
	host: "https://fal.run",
	authScheme: "Key",
	keyVariable: "FAL_KEY",
	audioTypes: FAL_AUDIO_TYPES,
	snippetClients: ["fal_client"],
	tasks: {
		"text-to-image": kind("fal-text-to-image"),
		"text-to-speech": kind("fal-text-to-speech"),
		"text-to-video": kind("fal-queue", "https://queue.fal.run"),
		"automatic-speech-recognition": kind("fal-speech-recognition", FAL_AUDIO_TYPES),
	},
});
