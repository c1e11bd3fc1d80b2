import type { LibraryUiElement } from "./types.js";

export const terratorch: LibraryUiElement = {
	prettyLabel: "TerraTorch",
	repoName: "TerraTorch",
	repoUrl: "https://github.com/IBM/terratorch",
	docsUrl: "https://ibm.github.io/terratorch/",
	filter: false,
};
