import type { LibraryUiElement } from "./types.js";

export const longcatVideoAvatar15: LibraryUiElement = {
	prettyLabel: "LongCat-Video-Avatar 1.5",
	repoName: "LongCat-Video-Avatar 1.5",
	repoUrl: "https://github.com/meituan-longcat/LongCat-Video",
	filter: false,
};
