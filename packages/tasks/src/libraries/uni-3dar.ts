import type { LibraryUiElement } from "./types.js";

export const uni3dar: LibraryUiElement = {
	prettyLabel: "Uni-3DAR",
	repoName: "Uni-3DAR",
	repoUrl: "https://github.com/dptech-corp/Uni-3DAR",
	docsUrl: "https://github.com/dptech-corp/Uni-3DAR",
	filter: false,
	countDownloads: `path_extension:"pt"`,
};
