import type { LibraryUiElement } from "./types.js";

export const hermes: LibraryUiElement = {
	prettyLabel: "HERMES",
	repoName: "HERMES",
	repoUrl: "https://github.com/LMD0311/HERMES",
	filter: false,
	countDownloads: `path:"ckpt/hermes_final.pth"`,
};
