import { defineProvider } from "./protocols/definition.js";
import { protocol } from "./protocols/reference.js";

/** DeepInfra's OpenAI-compatible API sits under `v1/openai/`. */
const OPENAI_API = "v1/openai";

export const deepinfra = defineProvider({
	id: "deepinfra",
	label: "DeepInfra",
	host: "https://api.deepinfra.com",
	authScheme: "Bearer",
	// Images come back as JSON base64, speech as the audio bytes.
	mediaAnswers: { "text-to-speech": "bytes" },
	tasks: {
		conversational: protocol("openai-chat", `${OPENAI_API}/chat/completions`),
		"text-generation": protocol("completions-text-generation", `${OPENAI_API}/completions`),
		"feature-extraction": protocol("openai-embeddings", { path: `${OPENAI_API}/embeddings` }),
		"text-to-image": protocol("openai-images", {
			path: `${OPENAI_API}/images/generations`,
			responseFormat: "b64_json",
			base64Path: ["data", 0, "b64_json"],
		}),
		"text-to-speech": protocol("openai-speech", { path: `${OPENAI_API}/audio/speech` }),
		"automatic-speech-recognition": protocol("openai-transcription", `${OPENAI_API}/audio/transcriptions`),
	},
});
