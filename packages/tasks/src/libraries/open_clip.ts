import type { LibraryUiElement } from "./types.js";

export const openClip: LibraryUiElement = {
	prettyLabel: "OpenCLIP",
	repoName: "OpenCLIP",
	repoUrl: "https://github.com/mlfoundations/open_clip",
	filter: true,
};
