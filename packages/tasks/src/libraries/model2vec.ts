import type { LibraryUiElement } from "./types.js";

export const model2vec: LibraryUiElement = {
	prettyLabel: "Model2Vec",
	repoName: "model2vec",
	repoUrl: "https://github.com/MinishLab/model2vec",
	filter: false,
};
