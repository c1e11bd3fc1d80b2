import type { LibraryUiElement } from "./types.js";

export const univa: LibraryUiElement = {
	prettyLabel: "univa",
	repoName: "univa",
	repoUrl: "https://github.com/PKU-YuanGroup/UniWorld-V1",
	filter: true,
	countDownloads: `path:"config.json"`,
};
