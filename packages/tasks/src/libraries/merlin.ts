import type { LibraryUiElement } from "./types.js";

export const merlin: LibraryUiElement = {
	prettyLabel: "Merlin",
	repoName: "Merlin",
	repoUrl: "https://github.com/StanfordMIMI/Merlin",
	filter: false,
};
