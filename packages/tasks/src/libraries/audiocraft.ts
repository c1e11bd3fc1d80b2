import type { LibraryUiElement } from "./types.js";

export const audiocraft: LibraryUiElement = {
	prettyLabel: "Audiocraft",
	repoName: "audiocraft",
	repoUrl: "https://github.com/facebookresearch/audiocraft",
	filter: false,
};
