import type { LibraryUiElement } from "./types.js";

export const memra: LibraryUiElement = {
	prettyLabel: "memra",
	repoName: "memra",
	repoUrl: "https://github.com/avifenesh/memra",
	filter: false,
};
