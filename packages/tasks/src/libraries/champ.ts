import type { LibraryUiElement } from "./types.js";

export const champ: LibraryUiElement = {
	prettyLabel: "Champ",
	repoName: "Champ",
	repoUrl: "https://github.com/fudan-generative-vision/champ",
	filter: false,
	countDownloads: `path:"champ/motion_module.pth"`,
};
