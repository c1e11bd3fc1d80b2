import type { LibraryUiElement } from "./types.js";

export const bigVision: LibraryUiElement = {
	prettyLabel: "Big Vision",
	repoName: "big_vision",
	repoUrl: "https://github.com/google-research/big_vision",
	filter: false,
	countDownloads: `path_extension:"npz"`,
};
