import type { LibraryUiElement } from "./types.js";

export const deepforest: LibraryUiElement = {
	prettyLabel: "DeepForest",
	repoName: "deepforest",
	repoUrl: "https://github.com/weecology/DeepForest",
	docsUrl: "https://deepforest.readthedocs.io/en/latest/",
	filter: false,
};
