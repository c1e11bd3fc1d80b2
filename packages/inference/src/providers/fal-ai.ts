import type { ProviderDefinition } from "./kinds/definition.js";
import { falQueue, falSpeechRecognition, falTextToImage, falTextToSpeech } from "./kinds/fal.js";

export const falAi: ProviderDefinition = {
	id: "fal-ai",
	host: "https://fal.run",
	authScheme: "Key",
	tasks: {
		"text-to-image": falTextToImage(),
		"text-to-speech": falTextToSpeech(),
		"text-to-video": falQueue(),
		"automatic-speech-recognition": falSpeechRecognition(),
	},
};
