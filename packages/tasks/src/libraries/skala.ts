import type { LibraryUiElement } from "./types.js";

export const skala: LibraryUiElement = {
	prettyLabel: "Skala",
	repoName: "Skala",
	repoUrl: "https://github.com/microsoft/skala",
	filter: false,
	countDownloads: `path_extension:"fun"`,
};
