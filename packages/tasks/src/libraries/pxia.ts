import type { LibraryUiElement } from "./types.js";

export const pxia: LibraryUiElement = {
	prettyLabel: "pxia",
	repoName: "pxia",
	repoUrl: "https://github.com/not-lain/pxia",
	filter: false,
};
