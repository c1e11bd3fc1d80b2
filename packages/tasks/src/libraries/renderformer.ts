import type { LibraryUiElement } from "./types.js";

export const renderformer: LibraryUiElement = {
	prettyLabel: "RenderFormer",
	repoName: "RenderFormer",
	repoUrl: "https://github.com/microsoft/renderformer",
	filter: false,
};
