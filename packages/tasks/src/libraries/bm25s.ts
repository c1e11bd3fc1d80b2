import type { LibraryUiElement } from "./types.js";

export const bm25s: LibraryUiElement = {
	prettyLabel: "BM25S",
	repoName: "bm25s",
	repoUrl: "https://github.com/xhluca/bm25s",
	filter: false,
};
