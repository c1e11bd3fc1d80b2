import type { LibraryUiElement } from "./types.js";

export const eupe: LibraryUiElement = {
	prettyLabel: "EUPE",
	repoName: "EUPE",
	repoUrl: "https://github.com/facebookresearch/EUPE",
	filter: false,
	countDownloads: `path_extension:"pt"`,
};
