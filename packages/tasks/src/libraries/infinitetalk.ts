import type { LibraryUiElement } from "./types.js";

export const infinitetalk: LibraryUiElement = {
	prettyLabel: "InfiniteTalk",
	repoName: "InfiniteTalk",
	repoUrl: "https://github.com/MeiGen-AI/InfiniteTalk",
	filter: false,
	countDownloads: `path_extension:"safetensors"`,
};
