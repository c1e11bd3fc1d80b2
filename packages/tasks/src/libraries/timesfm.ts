import type { LibraryUiElement } from "./types.js";

export const timesfm: LibraryUiElement = {
	prettyLabel: "TimesFM",
	repoName: "timesfm",
	repoUrl: "https://github.com/google-research/timesfm",
	filter: false,
};
