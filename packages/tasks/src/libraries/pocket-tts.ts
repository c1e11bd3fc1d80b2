import type { LibraryUiElement } from "./types.js";

export const pocketTts: LibraryUiElement = {
	prettyLabel: "Pocket-TTS",
	repoName: "PocketTTS",
	repoUrl: "https://github.com/kyutai-labs/pocket-tts",
	filter: false,
	countDownloads: `path:"tts_b6369a24.safetensors"`,
};
