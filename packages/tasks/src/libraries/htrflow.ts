import type { LibraryUiElement } from "./types.js";

export const htrflow: LibraryUiElement = {
	prettyLabel: "HTRflow",
	repoName: "HTRflow",
	repoUrl: "https://github.com/AI-Riksarkivet/htrflow",
	docsUrl: "https://ai-riksarkivet.github.io/htrflow",
	filter: false,
};
