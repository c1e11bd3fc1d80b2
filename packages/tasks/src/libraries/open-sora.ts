import type { LibraryUiElement } from "./types.js";

export const openSora: LibraryUiElement = {
	prettyLabel: "Open-Sora",
	repoName: "Open-Sora",
	repoUrl: "https://github.com/hpcaitech/Open-Sora",
	filter: false,
};
