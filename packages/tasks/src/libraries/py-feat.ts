import type { LibraryUiElement } from "./types.js";

export const pyFeat: LibraryUiElement = {
	prettyLabel: "Py-Feat",
	repoName: "Py-Feat",
	repoUrl: "https://github.com/cosanlab/py-feat",
	docsUrl: "https://py-feat.org/",
	filter: false,
};
