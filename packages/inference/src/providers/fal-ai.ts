import { defineProvider } from "./kinds/definition.js";
import { kind } from "./kinds/kind.js";

export const falAi = defineProvider({
	id: "fal-ai",
	label: "Fal.ai",
	host: "https://fal.run",
	authScheme: "Key",
	tasks: {
		"text-to-image": kind("fal-text-to-image"),
		"text-to-speech": kind("fal-text-to-speech"),
		"text-to-video": kind("fal-queue"),
		"automatic-speech-recognition": kind("fal-speech-recognition"),
	},
});
