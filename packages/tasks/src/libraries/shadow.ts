import type { LibraryUiElement } from "./types.js";

export const shadow: LibraryUiElement = {
	prettyLabel: "Shadow",
	repoName: "Shadow",
	repoUrl: "https://github.com/QLNI/SHADOW-250M-Instruct",
	filter: false,
	countDownloads: `path_extension:"shdw"`,
};
