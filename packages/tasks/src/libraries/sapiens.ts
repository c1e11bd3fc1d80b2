import type { LibraryUiElement } from "./types.js";

export const sapiens: LibraryUiElement = {
	prettyLabel: "sapiens",
	repoName: "sapiens",
	repoUrl: "https://github.com/facebookresearch/sapiens",
	filter: false,
};
