import type { LibraryUiElement } from "./types.js";

export const hallo: LibraryUiElement = {
	prettyLabel: "Hallo",
	repoName: "Hallo",
	repoUrl: "https://github.com/fudan-generative-vision/hallo",
	filter: false,
	countDownloads: `path:"hallo/net.pth"`,
};
