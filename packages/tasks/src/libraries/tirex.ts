import type { LibraryUiElement } from "./types.js";

export const tirex: LibraryUiElement = {
	prettyLabel: "TiRex",
	repoName: "TiRex",
	repoUrl: "https://github.com/NX-AI/tirex",
	filter: false,
	countDownloads: `path_extension:"ckpt"`,
};
