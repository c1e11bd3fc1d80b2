import type { LibraryUiElement } from "./types.js";

export const ticClip: LibraryUiElement = {
	prettyLabel: "TiC-CLIP",
	repoName: "TiC-CLIP",
	repoUrl: "https://github.com/apple/ml-tic-clip",
	filter: false,
};
