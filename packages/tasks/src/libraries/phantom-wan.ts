import type { LibraryUiElement } from "./types.js";

export const phantomWan: LibraryUiElement = {
	prettyLabel: "Phantom",
	repoName: "Phantom",
	repoUrl: "https://github.com/Phantom-video/Phantom",
	filter: false,
	countDownloads: `path_extension:"pth"`,
};
