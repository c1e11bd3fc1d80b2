import type { LibraryUiElement } from "./types.js";

export const flair: LibraryUiElement = {
	prettyLabel: "Flair",
	repoName: "Flair",
	repoUrl: "https://github.com/flairNLP/flair",
	docsUrl: "https://huggingface.co/docs/hub/flair",
	filter: true,
};
