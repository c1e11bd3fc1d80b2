import type { LibraryUiElement } from "./types.js";

export const mars5Tts: LibraryUiElement = {
	prettyLabel: "MARS5-TTS",
	repoName: "MARS5-TTS",
	repoUrl: "https://github.com/Camb-ai/MARS5-TTS",
	filter: false,
};
