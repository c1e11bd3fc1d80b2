import type { LibraryUiElement } from "./types.js";

export const clipscope: LibraryUiElement = {
	prettyLabel: "clipscope",
	repoName: "clipscope",
	repoUrl: "https://github.com/Lewington-pitsos/clipscope",
	filter: false,
	countDownloads: `path_extension:"pt"`,
};
