import type { LibraryUiElement } from "./types.js";

export const doctr: LibraryUiElement = {
	prettyLabel: "docTR",
	repoName: "doctr",
	repoUrl: "https://github.com/mindee/doctr",
	filter: false,
};
