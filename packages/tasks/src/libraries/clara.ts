import type { LibraryUiElement } from "./types.js";

export const clara: LibraryUiElement = {
	prettyLabel: "Clara",
	repoName: "Clara",
	repoUrl: "https://github.com/nvidia/clara",
	filter: false,
	countDownloads: `path_extension:"ckpt" OR path:"config.json"`,
};
