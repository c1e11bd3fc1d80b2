import type { LibraryUiElement } from "./types.js";

export const sam2: LibraryUiElement = {
	prettyLabel: "sam2",
	repoName: "sam2",
	repoUrl: "https://github.com/facebookresearch/segment-anything-2",
	filter: false,
};
