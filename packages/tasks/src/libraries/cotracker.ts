import type { LibraryUiElement } from "./types.js";

export const cotracker: LibraryUiElement = {
	prettyLabel: "CoTracker",
	repoName: "CoTracker",
	repoUrl: "https://github.com/facebookresearch/co-tracker",
	filter: false,
	countDownloads: `path_extension:"pth"`,
};
