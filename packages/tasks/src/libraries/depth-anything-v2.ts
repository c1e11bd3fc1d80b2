import type { LibraryUiElement } from "./types.js";

export const depthAnythingV2: LibraryUiElement = {
	prettyLabel: "DepthAnythingV2",
	repoName: "Depth Anything V2",
	repoUrl: "https://github.com/DepthAnything/Depth-Anything-V2",
	filter: false,
};
