import type { LibraryUiElement } from "./types.js";

export const lightglue: LibraryUiElement = {
	prettyLabel: "LightGlue",
	repoName: "LightGlue",
	repoUrl: "https://github.com/cvg/LightGlue",
	filter: false,
	countDownloads: `path_extension:"pth" OR path:"config.json"`,
};
