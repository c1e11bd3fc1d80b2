import type { LibraryUiElement } from "./types.js";

export const birder: LibraryUiElement = {
	prettyLabel: "Birder",
	repoName: "Birder",
	repoUrl: "https://gitlab.com/birder/birder",
	filter: false,
};
