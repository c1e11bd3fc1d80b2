import type { LibraryUiElement } from "./types.js";

export const trellis: LibraryUiElement = {
	prettyLabel: "Trellis",
	repoName: "Trellis",
	repoUrl: "https://github.com/microsoft/TRELLIS",
	filter: false,
};
