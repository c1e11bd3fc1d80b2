import type { LibraryUiElement } from "./types.js";

export const lightningIr: LibraryUiElement = {
	prettyLabel: "Lightning IR",
	repoName: "Lightning IR",
	repoUrl: "https://github.com/webis-de/lightning-ir",
	filter: false,
};
