import type { LibraryUiElement } from "./types.js";

export const unitySentis: LibraryUiElement = {
	prettyLabel: "unity-sentis",
	repoName: "unity-sentis",
	repoUrl: "https://github.com/Unity-Technologies/sentis-samples",
	filter: true,
};
