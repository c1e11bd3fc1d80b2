import type { LibraryUiElement } from "./types.js";

export const mlSharp: LibraryUiElement = {
	prettyLabel: "Sharp",
	repoName: "Sharp",
	repoUrl: "https://github.com/apple/ml-sharp",
	filter: false,
	countDownloads: `path_extension:"pt"`,
};
