import type { LibraryUiElement } from "./types.js";

export const kronos: LibraryUiElement = {
	prettyLabel: "KRONOS",
	repoName: "KRONOS",
	repoUrl: "https://github.com/mahmoodlab/KRONOS",
	filter: false,
	countDownloads: `path_extension:"pt"`,
};
