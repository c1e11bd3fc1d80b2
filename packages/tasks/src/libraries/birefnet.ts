import type { LibraryUiElement } from "./types.js";

export const birefnet: LibraryUiElement = {
	prettyLabel: "BiRefNet",
	repoName: "BiRefNet",
	repoUrl: "https://github.com/ZhengPeng7/BiRefNet",
	filter: false,
};
