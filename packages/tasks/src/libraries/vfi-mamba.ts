import type { LibraryUiElement } from "./types.js";

export const vfiMamba: LibraryUiElement = {
	prettyLabel: "VFIMamba",
	repoName: "VFIMamba",
	repoUrl: "https://github.com/MCG-NJU/VFIMamba",
	filter: false,
};
