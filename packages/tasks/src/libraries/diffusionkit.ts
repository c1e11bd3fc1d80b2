import type { LibraryUiElement } from "./types.js";

export const diffusionkit: LibraryUiElement = {
	prettyLabel: "DiffusionKit",
	repoName: "DiffusionKit",
	repoUrl: "https://github.com/argmaxinc/DiffusionKit",
	filter: false,
};
