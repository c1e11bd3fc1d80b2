import type { LibraryUiElement } from "./types.js";

export const k2: LibraryUiElement = {
	prettyLabel: "K2",
	repoName: "k2",
	repoUrl: "https://github.com/k2-fsa/k2",
	filter: false,
};
