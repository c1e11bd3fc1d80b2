import type { LibraryUiElement } from "./types.js";

export const edsnlp: LibraryUiElement = {
	prettyLabel: "EDS-NLP",
	repoName: "edsnlp",
	repoUrl: "https://github.com/aphp/edsnlp",
	docsUrl: "https://aphp.github.io/edsnlp/latest/",
	filter: false,
};
