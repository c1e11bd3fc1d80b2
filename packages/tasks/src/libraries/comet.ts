import type { LibraryUiElement } from "./types.js";

export const comet: LibraryUiElement = {
	prettyLabel: "COMET",
	repoName: "COMET",
	repoUrl: "https://github.com/Unbabel/COMET/",
	filter: false,
};
