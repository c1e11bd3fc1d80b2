import type { LibraryUiElement } from "./types.js";

export const matanyone: LibraryUiElement = {
	prettyLabel: "MatAnyone",
	repoName: "MatAnyone",
	repoUrl: "https://github.com/pq-yang/MatAnyone",
	filter: false,
};
