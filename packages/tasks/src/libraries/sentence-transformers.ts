import type { LibraryUiElement } from "./types.js";

export const sentenceTransformers: LibraryUiElement = {
	prettyLabel: "sentence-transformers",
	repoName: "sentence-transformers",
	repoUrl: "https://github.com/UKPLab/sentence-transformers",
	docsUrl: "https://huggingface.co/docs/hub/sentence-transformers",
	filter: true,
};
