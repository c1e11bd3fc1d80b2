import type { LibraryUiElement } from "./types.js";

export const ninfer: LibraryUiElement = {
	prettyLabel: "NInfer",
	repoName: "NInfer",
	repoUrl: "https://github.com/Neroued/ninfer",
	filter: false,
	countDownloads: `path_extension:"ninfer"`,
};
