import type { LibraryUiElement } from "./types.js";

export const nobg: LibraryUiElement = {
	prettyLabel: "nobg",
	repoName: "nobg",
	repoUrl: "https://github.com/feyninc/nobg",
	filter: false,
};
