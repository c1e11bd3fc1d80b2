import type { LibraryUiElement } from "./types.js";

export const meshAnything: LibraryUiElement = {
	prettyLabel: "MeshAnything",
	repoName: "MeshAnything",
	repoUrl: "https://github.com/buaacyw/MeshAnything",
	filter: false,
};
