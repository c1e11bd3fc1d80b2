import type { LibraryUiElement } from "./types.js";

export const infiniteYou: LibraryUiElement = {
	prettyLabel: "InfiniteYou",
	repoName: "InfiniteYou",
	repoUrl: "https://github.com/bytedance/InfiniteYou",
	filter: false,
};
