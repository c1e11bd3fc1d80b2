import type { LibraryUiElement } from "./types.js";

export const kimiAudio: LibraryUiElement = {
	prettyLabel: "KimiAudio",
	repoName: "KimiAudio",
	repoUrl: "https://github.com/MoonshotAI/Kimi-Audio",
	filter: false,
};
