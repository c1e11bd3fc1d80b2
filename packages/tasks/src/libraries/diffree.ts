import type { LibraryUiElement } from "./types.js";

export const diffree: LibraryUiElement = {
	prettyLabel: "Diffree",
	repoName: "Diffree",
	repoUrl: "https://github.com/OpenGVLab/Diffree",
	filter: false,
	countDownloads: `path:"diffree-step=000010999.ckpt"`,
};
