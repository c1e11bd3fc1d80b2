import type { LibraryUiElement } from "./types.js";

export const colpali: LibraryUiElement = {
	prettyLabel: "ColPali",
	repoName: "ColPali",
	repoUrl: "https://github.com/ManuelFay/colpali",
	filter: false,
};
