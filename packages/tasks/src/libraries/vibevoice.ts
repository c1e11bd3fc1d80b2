import type { LibraryUiElement } from "./types.js";

export const vibevoice: LibraryUiElement = {
	prettyLabel: "VibeVoice",
	repoName: "VibeVoice",
	repoUrl: "https://github.com/microsoft/VibeVoice",
	filter: false,
};
