import type { LibraryUiElement } from "./types.js";

export const fasttext: LibraryUiElement = {
	prettyLabel: "fastText",
	repoName: "fastText",
	repoUrl: "https://fasttext.cc/",
	filter: true,
};
