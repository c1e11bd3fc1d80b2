import type { LibraryUiElement } from "./types.js";

export const mitie: LibraryUiElement = {
	prettyLabel: "MITIE",
	repoName: "MITIE",
	repoUrl: "https://github.com/mit-nlp/MITIE",
	filter: false,
};
