import type { LibraryUiElement } from "./types.js";

export const fixer: LibraryUiElement = {
	prettyLabel: "Fixer",
	repoName: "Fixer",
	repoUrl: "https://github.com/nv-tlabs/Fixer",
	filter: false,
	countDownloads: `path:"pretrained/pretrained_fixer.pkl"`,
};
