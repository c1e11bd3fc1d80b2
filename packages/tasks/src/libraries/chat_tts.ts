import type { LibraryUiElement } from "./types.js";

export const chatTts: LibraryUiElement = {
	prettyLabel: "ChatTTS",
	repoName: "ChatTTS",
	repoUrl: "https://github.com/2noise/ChatTTS.git",
	filter: false,
};
