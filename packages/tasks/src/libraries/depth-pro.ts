import type { LibraryUiElement } from "./types.js";

export const depthPro: LibraryUiElement = {
	prettyLabel: "Depth Pro",
	repoName: "Depth Pro",
	repoUrl: "https://github.com/apple/ml-depth-pro",
	filter: false,
};
