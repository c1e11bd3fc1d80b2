import type { LibraryUiElement } from "./types.js";

export const ssrSpeech: LibraryUiElement = {
	prettyLabel: "SSR-Speech",
	repoName: "SSR-Speech",
	repoUrl: "https://github.com/WangHelin1997/SSR-Speech",
	filter: false,
	countDownloads: `path_extension:".pth"`,
};
