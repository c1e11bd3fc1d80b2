import type { LibraryUiElement } from "./types.js";

export const dia: LibraryUiElement = {
	prettyLabel: "Dia",
	repoName: "Dia",
	repoUrl: "https://github.com/nari-labs/dia",
	filter: false,
};
