import type { LibraryUiElement } from "./types.js";

export const genmo: LibraryUiElement = {
	prettyLabel: "Genmo",
	repoName: "Genmo",
	repoUrl: "https://github.com/genmoai/models",
	filter: false,
};
