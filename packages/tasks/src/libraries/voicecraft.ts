import type { LibraryUiElement } from "./types.js";

export const voicecraft: LibraryUiElement = {
	prettyLabel: "VoiceCraft",
	repoName: "VoiceCraft",
	repoUrl: "https://github.com/jasonppy/VoiceCraft",
	docsUrl: "https://github.com/jasonppy/VoiceCraft",
	filter: false,
};
