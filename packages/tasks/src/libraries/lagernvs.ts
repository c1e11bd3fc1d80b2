import type { LibraryUiElement } from "./types.js";

export const lagernvs: LibraryUiElement = {
	prettyLabel: "LagerNVS",
	repoName: "LagerNVS",
	repoUrl: "https://github.com/facebookresearch/lagernvs",
	filter: false,
	countDownloads: `path_extension:"pt"`,
};
