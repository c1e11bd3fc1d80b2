import type { LibraryUiElement } from "./types.js";

export const stableAudioTools: LibraryUiElement = {
	prettyLabel: "Stable Audio Tools",
	repoName: "stable-audio-tools",
	repoUrl: "https://github.com/Stability-AI/stable-audio-tools.git",
	filter: false,
};
