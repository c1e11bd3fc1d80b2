import type { LibraryUiElement } from "./types.js";

export const vismatch: LibraryUiElement = {
	prettyLabel: "VisMatch",
	repoName: "VisMatch",
	repoUrl: "https://github.com/gmberton/vismatch",
	filter: false,
	countDownloads: `path:"vismatch.yaml"`,
};
