import type { LibraryUiElement } from "./types.js";

export const f5Tts: LibraryUiElement = {
	prettyLabel: "F5-TTS",
	repoName: "F5-TTS",
	repoUrl: "https://github.com/SWivid/F5-TTS",
	filter: false,
};
