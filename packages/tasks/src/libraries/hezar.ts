import type { LibraryUiElement } from "./types.js";

export const hezar: LibraryUiElement = {
	prettyLabel: "Hezar",
	repoName: "Hezar",
	repoUrl: "https://github.com/hezarai/hezar",
	docsUrl: "https://hezarai.github.io/hezar",
	filter: false,
};
