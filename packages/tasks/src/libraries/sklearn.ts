import type { LibraryUiElement } from "./types.js";

export const sklearn: LibraryUiElement = {
	prettyLabel: "Scikit-learn",
	repoName: "Scikit-learn",
	repoUrl: "https://github.com/scikit-learn/scikit-learn",
	filter: true,
};
