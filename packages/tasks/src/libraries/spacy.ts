import type { LibraryUiElement } from "./types.js";

export const spacy: LibraryUiElement = {
	prettyLabel: "spaCy",
	repoName: "spaCy",
	repoUrl: "https://github.com/explosion/spaCy",
	docsUrl: "https://huggingface.co/docs/hub/spacy",
	filter: true,
};
