import type { LibraryUiElement } from "./types.js";

export const rwkv: LibraryUiElement = {
	prettyLabel: "RWKV",
	repoName: "RWKV-LM",
	repoUrl: "https://github.com/BlinkDL/RWKV-LM",
	docsUrl: "https://rwkv.com/",
	filter: false,
	countDownloads: `path_extension:"pth"`,
};
