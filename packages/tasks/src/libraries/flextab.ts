import type { LibraryUiElement } from "./types.js";

export const flextab: LibraryUiElement = {
	prettyLabel: "FlexTab",
	repoName: "FlexTab",
	repoUrl: "https://github.com/SAP-samples/flextab",
	filter: false,
	countDownloads: `path_extension:"pt"`,
};
