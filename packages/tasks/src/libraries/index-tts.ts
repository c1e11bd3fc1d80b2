import type { LibraryUiElement } from "./types.js";

export const indexTts: LibraryUiElement = {
	prettyLabel: "IndexTTS",
	repoName: "IndexTTS",
	repoUrl: "https://github.com/index-tts/index-tts",
	filter: false,
};
