import type { LibraryUiElement } from "./types.js";

export const audioseal: LibraryUiElement = {
	prettyLabel: "AudioSeal",
	repoName: "audioseal",
	repoUrl: "https://github.com/facebookresearch/audioseal",
	filter: false,
};
