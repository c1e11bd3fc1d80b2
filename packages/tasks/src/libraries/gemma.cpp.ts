import type { LibraryUiElement } from "./types.js";

export const gemmaCpp: LibraryUiElement = {
	prettyLabel: "gemma.cpp",
	repoName: "gemma.cpp",
	repoUrl: "https://github.com/google/gemma.cpp",
	filter: false,
	countDownloads: `path_extension:"sbs"`,
};
