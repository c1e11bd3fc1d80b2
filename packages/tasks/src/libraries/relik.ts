import type { LibraryUiElement } from "./types.js";

export const relik: LibraryUiElement = {
	prettyLabel: "Relik",
	repoName: "Relik",
	repoUrl: "https://github.com/SapienzaNLP/relik",
	filter: false,
};
