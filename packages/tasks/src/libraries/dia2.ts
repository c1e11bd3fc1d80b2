import type { LibraryUiElement } from "./types.js";

export const dia2: LibraryUiElement = {
	prettyLabel: "Dia2",
	repoName: "Dia2",
	repoUrl: "https://github.com/nari-labs/dia2",
	filter: false,
};
